/** Messages to the player: toasts (section 9 defaults) and blocking alerts. Never throws. */
export interface Notifier {
  readonly success: (message: string) => void
  readonly error: (message: string) => void
  readonly info: (message: string) => void
  readonly alert: (message: string) => void
}
