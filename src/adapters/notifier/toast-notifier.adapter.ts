import type * as ReactToastify from 'react-toastify'
import { BehaviorSubject, type Observable } from 'rxjs'
import type { Notifier } from '../../core/shared/notifier.port'

type Toastify = typeof ReactToastify
type Kind = 'success' | 'error' | 'info'

export interface ToastNotifier {
  readonly notifier: Notifier
  /** True from the first toast on: the UI mounts the toasts' container then (src/ui/notifications/toasts.tsx). */
  readonly wanted$: Observable<boolean>
}

/**
 * Toasts through react-toastify (its container sets the defaults of
 * docs/product/constants.md#toasts); alerts are native. The library is fetched with the first
 * toast, not on a first load that shows none; a toast shown before its container mounts waits
 * in the library's queue, and one whose code cannot be fetched becomes an alert, never lost.
 */
export const toastNotifier = (
  alert: (message: string) => void,
  load: () => Promise<Toastify> = () => import('react-toastify'),
): ToastNotifier => {
  const wanted = new BehaviorSubject(false)
  let toastify: Promise<Toastify> | null = null
  const show = (kind: Kind) => (message: string) => {
    if (!wanted.value) wanted.next(true)
    void (toastify ??= load()).then(
      ({ toast }) => void toast[kind](message),
      () => alert(message),
    )
  }
  return {
    notifier: { success: show('success'), error: show('error'), info: show('info'), alert },
    wanted$: wanted.asObservable(),
  }
}
