import { Bounce, ToastContainer } from 'react-toastify'
import { TOAST_DEFAULTS } from './toast-defaults'

/** Where toasts show: its own chunk, with react-toastify, fetched with the first toast. */
export function ToastArea() {
  return <ToastContainer {...TOAST_DEFAULTS} transition={Bounce} />
}
