/**
 * Browsers that signed in to an account (OWASP's device cookies). A successful sign-in hands the
 * browser a random token (`enrol`); later attempts presenting it for the same account are that
 * device's (`recognise`), counted apart by the login throttle. Only the token's hash is stored.
 */
export interface LoginDevices {
  /** The id of the device among `presented` tokens that signed in to `account` lately, or null. */
  readonly recognise: (account: string, presented: readonly string[]) => Promise<number | null>
  /**
   * After a successful sign-in: a recognised device is kept fresh and null comes back; otherwise
   * a new device token comes back, for the browser to keep.
   */
  readonly confirm: (account: string, device: number | null) => Promise<string | null>
}
