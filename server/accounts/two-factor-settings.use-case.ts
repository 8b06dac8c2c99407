import * as E from 'fp-ts/Either'
import { parseSecondFactor, parseTotpCode, TWO_FACTOR_MESSAGES } from '../../src/core/auth/two-factor.rules'
import type { PasswordHasher } from './password-hasher.port'
import type { Enrolment, TwoFactor } from './two-factor'
import type { Users } from './users.port'

export type EnrolmentRefusal =
  | { readonly _tag: 'AlreadyOn' }
  | { readonly _tag: 'NotStarted' }
  | { readonly _tag: 'WrongCode'; readonly message: string }
  | { readonly _tag: 'WrongPassword' }

/**
 * The player's own two-factor settings (docs/product/safer-play.md#two-factor-sign-in): begin an
 * enrolment, confirm it with the password and a first code (which answers the recovery codes,
 * once), turn it off with the password and a code. Rejects only when the database fails.
 */
export const makeTwoFactorSettings = (deps: {
  twoFactor: TwoFactor
  users: Pick<Users, 'profile' | 'passwordHash'>
  hasher: PasswordHasher
}) => {
  const { twoFactor, users, hasher } = deps

  const begin = async (userId: number): Promise<E.Either<EnrolmentRefusal, Enrolment>> => {
    const profile = await users.profile(userId)
    const begun = await twoFactor.begin(userId, profile?.username ?? String(userId))
    return E.isLeft(begun) ? E.left({ _tag: 'AlreadyOn' }) : begun
  }

  const passwordIsRight = async (userId: number, password: string) => {
    const hash = await users.passwordHash(userId)
    return hash !== null && password !== '' && (await hasher.verify(hash, password))
  }

  /** The password too, so a stolen session cannot turn it on with its own app and lock the player out. */
  const confirm = async (
    userId: number,
    input: { readonly code: string; readonly password: string },
  ): Promise<E.Either<EnrolmentRefusal, readonly string[]>> => {
    const code = parseTotpCode(input.code)
    if (E.isLeft(code)) return E.left({ _tag: 'WrongCode', message: code.left })
    if (!(await passwordIsRight(userId, input.password))) return E.left({ _tag: 'WrongPassword' })
    const confirmed = await twoFactor.confirm(userId, code.right)
    if (E.isRight(confirmed)) return confirmed
    return E.left(confirmed.left === 'NotStarted' ? { _tag: 'NotStarted' } : { _tag: 'WrongCode', message: TWO_FACTOR_MESSAGES.codeWrong })
  }

  /** One answer for a wrong password and a wrong code; the code is spent only when the password was right. */
  const turnOff = async (userId: number, input: { readonly password: string; readonly code: string }): Promise<E.Either<'Wrong', void>> => {
    const factor = parseSecondFactor(input.code)
    const passwordOk = await passwordIsRight(userId, input.password)
    if (!passwordOk || E.isLeft(factor) || !(await twoFactor.take(userId, factor.right))) return E.left('Wrong')
    await twoFactor.turnOff(userId)
    return E.right(undefined)
  }

  /**
   * A fresh code for a withdrawal while two-factor sign-in is on (nothing asked while it is off):
   * taken once, so a code seen over a shoulder cannot be replayed for another withdrawal.
   */
  const freshCode = async (userId: number, rawCode: string | undefined): Promise<E.Either<string, void>> => {
    if (!(await twoFactor.isOn(userId))) return E.right(undefined)
    const factor = parseSecondFactor(rawCode)
    if (E.isLeft(factor)) return factor
    return (await twoFactor.take(userId, factor.right)) ? E.right(undefined) : E.left(TWO_FACTOR_MESSAGES.codeWrong)
  }

  const status = async (userId: number) => ({
    on: await twoFactor.isOn(userId),
    recoveryCodesLeft: await twoFactor.recoveryCodesLeft(userId),
  })

  return { begin, confirm, turnOff, freshCode, status, isOn: twoFactor.isOn }
}

export type TwoFactorSettings = ReturnType<typeof makeTwoFactorSettings>
