import type { Transaction } from 'kysely'
import type { Database, Db } from '../../db/database'
import type { WalletAnswer } from './wallet-answer'

export type WalletRefusal = Extract<WalletAnswer, { readonly ok: false }>

class Refused extends Error {
  constructor(readonly refusal: WalletRefusal) {
    super(refusal.code)
  }
}

const isRefusal = (outcome: unknown): outcome is WalletRefusal =>
  typeof outcome === 'object' && outcome !== null && (outcome as { ok?: unknown }).ok === false

/**
 * One wallet call on a round, as one database transaction: a refusal undoes whatever the call
 * wrote (a refused bet leaves no row behind), any other outcome commits.
 */
export async function walletRoundTransaction<T>(
  db: Db,
  call: (trx: Transaction<Database>) => Promise<T | WalletRefusal>,
): Promise<T | WalletRefusal> {
  try {
    return await db.transaction().execute(async (trx) => {
      const outcome = await call(trx)
      if (isRefusal(outcome)) throw new Refused(outcome)
      return outcome
    })
  } catch (err) {
    if (err instanceof Refused) return err.refusal
    throw err
  }
}
