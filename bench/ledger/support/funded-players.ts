import { randomBytes } from 'node:crypto'
import * as E from 'fp-ts/Either'
import type { Db } from '../../../server/db/database'
import { kyselyLedger } from '../../../server/ledger/kysely-ledger.adapter'

/** Players with $10M each, deposited through the ledger, so no bet of the run is refused for funds. */
export async function fundedPlayers(db: Db, count: number): Promise<readonly number[]> {
  const ledger = kyselyLedger(db)
  const tag = randomBytes(4).toString('hex')
  const ids: number[] = []
  for (let i = 0; i < count; i += 1) {
    const user = await db
      .insertInto('users')
      .values({ name: 'Bench Player', username: `ledger${tag}${i}`, email: `ledger${tag}${i}@example.test`, password_hash: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow()
    const deposit = await ledger.creditDeposit({
      userId: user.id,
      amountCents: 1_000_000_000,
      idempotencyKey: `bench-deposit-${tag}-${user.id}`,
    })()
    if (E.isLeft(deposit)) throw new Error(`deposit refused: ${deposit.left._tag}`)
    ids.push(user.id)
  }
  return ids
}
