/** Failures the specification only logs, with no message to the player (section 8). */
export interface Logger {
  readonly error: (message: string, detail?: unknown) => void
  readonly info: (message: string, detail?: unknown) => void
}
