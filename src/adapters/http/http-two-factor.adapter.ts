import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import { BeginTwoFactor, ConfirmTwoFactor, GetTwoFactor, TurnOffTwoFactor } from '../../contracts/two-factor.contract'
import type { TwoFactorSettings } from '../../core/auth/two-factor-settings'
import { callEndpoint } from './call-endpoint'
import type { HttpClient } from './http-client'

export const httpTwoFactor = (http: HttpClient): TwoFactorSettings => {
  const call = callEndpoint(http)
  return {
    status: () =>
      pipe(
        call(GetTwoFactor, {}),
        TE.map((a) => ({ on: a.on, recoveryCodesLeft: a.recovery_codes_left })),
      ),
    begin: () => call(BeginTwoFactor, { body: {} }),
    confirm: (code, password) =>
      pipe(
        call(ConfirmTwoFactor, { body: { code, password } }),
        TE.map((a) => ({ message: a.message, recoveryCodes: a.recovery_codes })),
      ),
    turnOff: (password, code) =>
      pipe(
        call(TurnOffTwoFactor, { body: { password, code } }),
        TE.map((a) => a.message),
      ),
  }
}
