/** Failures that are only logged, with no message to the player (docs/product/messages.md#only-logged). */
export interface Logger {
  readonly error: (message: string, detail?: unknown) => void
  readonly info: (message: string, detail?: unknown) => void
}
