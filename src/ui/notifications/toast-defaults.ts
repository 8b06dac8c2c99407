import type { ToastContainerProps } from 'react-toastify'

/**
 * Every toast's defaults (docs/product/constants.md#toasts): top-right, 5000 ms, close on click,
 * pause on hover, draggable at 60 %, 20 at most.
 */
export const TOAST_DEFAULTS = {
  position: 'top-right',
  autoClose: 5000,
  closeOnClick: true,
  pauseOnHover: true,
  draggable: true,
  draggablePercent: 60,
  limit: 20,
  theme: 'dark',
} as const satisfies ToastContainerProps
