import * as E from 'fp-ts/Either'
import type * as TE from 'fp-ts/TaskEither'
import type { Transaction } from 'kysely'
import type { Database, Db } from '../../db/database'
import type { WalletRefusal } from './wallet-answer'

class Refused extends Error {
  constructor(readonly refusal: WalletRefusal) {
    super(refusal._tag)
  }
}

/**
 * One wallet call on a round, as one database transaction: a refusal undoes whatever the call
 * wrote (a refused bet leaves no row behind), an answer commits.
 */
export const walletRoundTransaction =
  <A>(db: Db, call: (trx: Transaction<Database>) => Promise<E.Either<WalletRefusal, A>>): TE.TaskEither<WalletRefusal, A> =>
  async () => {
    try {
      return await db.transaction().execute(async (trx) => {
        const outcome = await call(trx)
        if (E.isLeft(outcome)) throw new Refused(outcome.left)
        return outcome
      })
    } catch (err) {
      if (err instanceof Refused) return E.left(err.refusal)
      throw err
    }
  }
