/** TOTP as operators and players both use it (the operator console's sign-in, players' two-factor sign-in). */
import { generateSecret, generateURI, verify } from 'otplib'

/** RFC 6238 as authenticator apps read it: SHA-1, 6 digits, 30-second steps. */
export const TOTP_STEP_SECONDS = 30
/** One step either side of now: a code typed as it turned over, or on a phone a little off the clock. */
const TOLERANCE_SECONDS = TOTP_STEP_SECONDS

/** The name an authenticator app lists an enrolment under: operators' and players' apart. */
export const TOTP_ISSUERS = { operator: 'Coinfall Operator', player: 'Coinfall' } as const

/** 160 random bits, base32: what the authenticator app is given. */
export const newTotpSecret = (): string => generateSecret()

/** The enrolment an authenticator app scans (as a QR code) or imports. */
export const totpEnrolmentUri = (issuer: keyof typeof TOTP_ISSUERS, label: string, secret: string): string =>
  generateURI({ issuer: TOTP_ISSUERS[issuer], label, secret })

export type TotpCheck = { readonly _tag: 'Valid'; readonly step: number } | { readonly _tag: 'Wrong' } | { readonly _tag: 'Reused' }

/**
 * Checks a 6-digit code against the secret at `nowMs`, one step either side (otplib, not our own
 * HMAC). A code of a step at or before `lastStep` (the last one accepted) is Reused: each code works
 * once, so a code seen over a shoulder or in a log is worthless after its owner used it. The caller
 * still records the step it accepts atomically (two requests with one code race to that write).
 */
export async function checkTotp(secret: string, code: string, nowMs: number, lastStep: number | null): Promise<TotpCheck> {
  if (!/^\d{6}$/.test(code)) return { _tag: 'Wrong' }
  const result = await verify({ secret, token: code, epoch: Math.floor(nowMs / 1000), epochTolerance: TOLERANCE_SECONDS })
  // A TOTP check answers the time step the code belongs to (an HOTP one would not).
  if (!result.valid || !('timeStep' in result)) return { _tag: 'Wrong' }
  return lastStep !== null && result.timeStep <= lastStep ? { _tag: 'Reused' } : { _tag: 'Valid', step: result.timeStep }
}
