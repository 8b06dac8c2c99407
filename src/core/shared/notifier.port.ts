/**
 * Messages to the player: toasts (defaults in docs/product/constants.md#toasts) and blocking
 * alerts. Never throws.
 */
export interface Notifier {
  readonly success: (message: string) => void
  readonly error: (message: string) => void
  readonly info: (message: string) => void
  readonly alert: (message: string) => void
}
