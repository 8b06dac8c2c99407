import { randomInt } from 'node:crypto'
import * as E from 'fp-ts/Either'
import {
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
  recoveryCodeOf,
  showRecoveryCode,
  type SecondFactor,
} from '../../src/core/auth/two-factor.rules'
import type { Clock } from '../../src/core/shared/clock.port'
import type { Db } from '../db/database'
import { hashTokenSecret } from './token-secret'
import type { TotpSecretSeal } from './totp-secret-seal'
import { checkTotp, newTotpSecret, totpEnrolmentUri } from './totp'

/** An enrolment begun: what the authenticator app is given, as a QR code (the URI) or typed (the secret). */
export interface Enrolment {
  readonly secret: string
  readonly uri: string
}

const newRecoveryCodes = (): string[] =>
  Array.from({ length: RECOVERY_CODE_COUNT }, () => recoveryCodeOf(Array.from({ length: RECOVERY_CODE_LENGTH }, () => randomInt(32))))

/**
 * A player's second factor in the database: the TOTP secret (shown only until the first code
 * confirms it) and the hashed recovery codes. Each code is taken once, with a conditional write,
 * so two requests racing with one code cannot both pass. Rejects only when the database fails.
 */
export const dbTwoFactor = (deps: { db: Db; clock: Clock; seal: TotpSecretSeal }) => {
  const { db, clock, seal } = deps

  const isOn = async (userId: number): Promise<boolean> => {
    const row = await db
      .selectFrom('two_factor_secrets')
      .select('user_id')
      .where('user_id', '=', userId)
      .where('confirmed_at', 'is not', null)
      .executeTakeFirst()
    return row !== undefined
  }

  /** A new secret, replacing one not yet confirmed; refused while two-factor sign-in is on. */
  const begin = async (userId: number, label: string): Promise<E.Either<'AlreadyOn', Enrolment>> => {
    const secret = newTotpSecret()
    const stored = seal.seal(secret)
    const row = await db
      .insertInto('two_factor_secrets')
      .values({ user_id: userId, secret: stored, confirmed_at: null, last_step: null })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({ secret: stored, last_step: null }).where('two_factor_secrets.confirmed_at', 'is', null),
      )
      .returning('user_id')
      .executeTakeFirst()
    if (row === undefined) return E.left('AlreadyOn')
    return E.right({ secret, uri: totpEnrolmentUri('player', label, secret) })
  }

  /** The first code proves the app holds the secret: two-factor sign-in turns on and ten recovery codes are made (shown once). */
  const confirm = async (userId: number, code: string): Promise<E.Either<'NotStarted' | 'Wrong', readonly string[]>> => {
    const row = await db
      .selectFrom('two_factor_secrets')
      .select('secret')
      .where('user_id', '=', userId)
      .where('confirmed_at', 'is', null)
      .executeTakeFirst()
    if (row === undefined) return E.left('NotStarted')
    const check = await checkTotp(seal.open(row.secret), code, clock.now().getTime(), null)
    if (check._tag !== 'Valid') return E.left('Wrong')
    const codes = newRecoveryCodes()
    const confirmed = await db.transaction().execute(async (trx) => {
      const done = await trx
        .updateTable('two_factor_secrets')
        .set({ confirmed_at: clock.now(), last_step: check.step })
        .where('user_id', '=', userId)
        .where('confirmed_at', 'is', null)
        .where('secret', '=', row.secret)
        .executeTakeFirst()
      if (done.numUpdatedRows === 0n) return false
      await trx.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute()
      await trx
        .insertInto('two_factor_recovery_codes')
        .values(codes.map((c) => ({ user_id: userId, code_hash: hashTokenSecret(c), used_at: null })))
        .execute()
      return true
    })
    // Another request confirmed (or replaced) the secret first: this one's codes were never stored.
    return confirmed ? E.right(codes.map(showRecoveryCode)) : E.left('Wrong')
  }

  /**
   * Takes the second factor if it is right: a TOTP code of the step before, of now or the next,
   * newer than the last one taken, or a recovery code not yet used. False for anything else,
   * and while two-factor sign-in is off.
   */
  const take = async (userId: number, factor: SecondFactor): Promise<boolean> => {
    if (factor._tag === 'Recovery') {
      const used = await db
        .updateTable('two_factor_recovery_codes')
        .set({ used_at: clock.now() })
        .where('user_id', '=', userId)
        .where('code_hash', '=', hashTokenSecret(factor.code))
        .where('used_at', 'is', null)
        .executeTakeFirst()
      return used.numUpdatedRows > 0n
    }
    const row = await db
      .selectFrom('two_factor_secrets')
      .select(['secret', 'last_step'])
      .where('user_id', '=', userId)
      .where('confirmed_at', 'is not', null)
      .executeTakeFirst()
    if (row === undefined) return false
    const lastStep = row.last_step === null ? null : Number(row.last_step)
    const check = await checkTotp(seal.open(row.secret), factor.code, clock.now().getTime(), lastStep)
    if (check._tag !== 'Valid') return false
    const taken = await db
      .updateTable('two_factor_secrets')
      .set({ last_step: check.step })
      .where('user_id', '=', userId)
      .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', check.step)]))
      .executeTakeFirst()
    return taken.numUpdatedRows > 0n
  }

  /** Turns two-factor sign-in off: the secret and the recovery codes are gone. */
  const turnOff = async (userId: number): Promise<void> => {
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute()
      await trx.deleteFrom('two_factor_secrets').where('user_id', '=', userId).execute()
    })
  }

  /** How many recovery codes are left unused. */
  const recoveryCodesLeft = async (userId: number): Promise<number> => {
    const row = await db
      .selectFrom('two_factor_recovery_codes')
      .select((eb) => eb.fn.countAll<number>().as('left'))
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .executeTakeFirstOrThrow()
    return Number(row.left)
  }

  return { isOn, begin, confirm, take, turnOff, recoveryCodesLeft }
}

export type TwoFactor = ReturnType<typeof dbTwoFactor>
