import { toast } from 'react-toastify'
import type { Notifier } from '../../core/shared/notifier.port'

/**
 * Toasts through react-toastify (its container sets the defaults of
 * docs/product/constants.md#toasts); alerts are native.
 */
export const toastNotifier = (alert: (message: string) => void): Notifier => ({
  success: (message) => {
    toast.success(message)
  },
  error: (message) => {
    toast.error(message)
  },
  info: (message) => {
    toast.info(message)
  },
  alert,
})
