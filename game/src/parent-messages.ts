import type { GameCloseMessage, GameRoundMessage } from '../../src/core/play/game-message.rules'

/**
 * Tells the casino page framing this game that the balance changed, so its header refreshes.
 * Posted only to the casino origin the session was opened for; the casino checks our origin
 * in turn (src/core/play/game-message.rules.ts). The balance is a hint, never money.
 */
export const tellCasino = (casinoOrigin: string, balanceCents: number | null): void => {
  if (balanceCents === null || window.parent === window) return
  const message: GameRoundMessage = { type: 'coinfall:round', balanceCents }
  window.parent.postMessage(message, casinoOrigin)
}

/**
 * Escape inside the game asks the casino to close its overlay: the casino page never sees key
 * presses made in this cross-origin frame. An open dialog of the game's own takes Escape first.
 */
export const closeOnEscape = (casinoOrigin: string): void => {
  if (window.parent === window) return
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented || document.querySelector('dialog[open]')) return
    const message: GameCloseMessage = { type: 'coinfall:close' }
    // Asked after this key's event is done: closing removes this frame, and a frame removed while
    // its keydown was still being handled never acknowledged the key to the browser (an automated
    // browser waited for that until it timed out).
    setTimeout(() => window.parent.postMessage(message, casinoOrigin), 0)
  })
}
