import { Bounce, ToastContainer } from 'react-toastify'
import { LiveLayer } from '../components/live-layer'
import { TOAST_DEFAULTS } from './toast-defaults'

/**
 * Where toasts show: its own chunk, with react-toastify, fetched with the first toast. In a layer
 * that stays live over a game (whose dialog makes the page inert); the game's overlay moves them
 * below its bar while it is open (game-overlay.module.css).
 */
export function ToastArea() {
  return (
    <LiveLayer>
      <ToastContainer {...TOAST_DEFAULTS} transition={Bounce} />
    </LiveLayer>
  )
}
