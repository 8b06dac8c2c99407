import * as E from 'fp-ts/Either'
import { AGE_MESSAGES, isAdult, parseAdultDateOfBirth } from '../../src/core/profile/date-of-birth.rules'
import type { Clock } from '../../src/core/shared/clock.port'
import type { Db } from '../db/database'
import { invalid, type PaymentRefusal } from '../payments/payment-refusal'

/**
 * Only adults deposit (docs/product/safer-play.md#age). Asked before a provider is: the date of
 * birth on the profile must be of someone 18 or over today; with none on file, the deposit must
 * bring one (the form asks for it), which is checked the same way and kept on the profile.
 */
export interface DepositAgeGate {
  /** Null: the player may deposit. Otherwise a 422 on `dob` saying why. */
  readonly admit: (userId: number, given: string | undefined) => Promise<PaymentRefusal | null>
}

const dobOnFile = async (db: Db, userId: number): Promise<string | null> => {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.cast<string | null>('dob', 'text').as('dob'))
    .where('id', '=', userId)
    .executeTakeFirst()
  return row?.dob ?? null
}

export function dbDepositAgeGate(db: Db, clock: Clock): DepositAgeGate {
  const judge = (dob: string, today: Date) => (isAdult(dob, today) ? null : invalid('dob', AGE_MESSAGES.underAge))
  return {
    admit: async (userId, given) => {
      const today = clock.now()
      const onFile = await dobOnFile(db, userId)
      if (onFile !== null) return judge(onFile, today)
      if (given === undefined || given.trim() === '') return invalid('dob', AGE_MESSAGES.missing)
      const parsed = parseAdultDateOfBirth(given, today)
      if (E.isLeft(parsed)) return invalid('dob', parsed.left)
      // Kept only where none is on file yet: a date saved meanwhile (another tab, the profile) is the one judged.
      await db.updateTable('users').set({ dob: parsed.right }).where('id', '=', userId).where('dob', 'is', null).execute()
      const kept = await dobOnFile(db, userId)
      return judge(kept ?? parsed.right, today)
    },
  }
}
