import type * as TE from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/gateway-error'

/** Two-factor sign-in as the Safer play tab shows it. */
export interface TwoFactorStatus {
  readonly on: boolean
  readonly recoveryCodesLeft: number
}

/** A new secret for the authenticator app: `uri` for the QR code, `secret` to type by hand. */
export interface TwoFactorEnrolment {
  readonly secret: string
  readonly uri: string
}

/** The signed-in player's own two-factor sign-in (docs/product/safer-play.md#two-factor-sign-in). */
export interface TwoFactorSettings {
  readonly status: () => TE.TaskEither<GatewayError, TwoFactorStatus>
  readonly begin: () => TE.TaskEither<GatewayError, TwoFactorEnrolment>
  /** The password and the first code turn it on; answers the ten recovery codes, shown this once. */
  readonly confirm: (
    code: string,
    password: string,
  ) => TE.TaskEither<GatewayError, { readonly message: string; readonly recoveryCodes: readonly string[] }>
  readonly turnOff: (password: string, code: string) => TE.TaskEither<GatewayError, string>
}

/** The recovery codes as a file to keep: one a line, with what they are for. */
export const recoveryCodesFile = (codes: readonly string[]): string =>
  [
    'Coinfall recovery codes',
    'Each code signs you in once instead of your authenticator app. Keep them somewhere safe.',
    '',
    ...codes,
    '',
  ].join('\n')
