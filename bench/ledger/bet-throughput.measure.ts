import { randomBytes } from 'node:crypto'
import * as E from 'fp-ts/Either'
import type { Db } from '../../server/db/database'
import { kyselyLedger } from '../../server/ledger/kysely-ledger.adapter'
import type { Measurement } from '../harness/measurement'
import { fundedPlayers } from './support/funded-players'

const WARMUP_MS = 1000

/**
 * Bets for `ms` with `players.length` in flight at all times, one player each: every bet is one
 * placeBet, its own database transaction with the locks, the conditional debit, the entries and
 * the zero-sum check. Answers bets per second.
 */
async function betsPerSecond(db: Db, players: readonly number[], ms: number): Promise<number> {
  const ledger = kyselyLedger(db)
  const run = randomBytes(4).toString('hex')
  const deadline = Date.now() + ms
  let bets = 0
  const started = performance.now()
  await Promise.all(
    players.map(async (userId) => {
      for (let n = 0; Date.now() < deadline; n += 1) {
        const round = `${run}-${userId}-${n}`
        const result = await ledger.placeBet({
          userId,
          amountCents: 100,
          idempotencyKey: `${round}:bet`,
          gameId: 'bench',
          roundId: round,
        })()
        if (E.isLeft(result)) throw new Error(`bet refused: ${result.left._tag}`)
        bets += 1
      }
    }),
  )
  return bets / ((performance.now() - started) / 1000)
}

const budgets = { pglite: 1000, postgres: 1200 } as const

/** Ledger throughput straight on the database (no HTTP), budgets from issue 12. */
const betThroughput: Measurement = {
  name: 'ledger: bets per second',
  order: 80,
  needs: 'database',
  measure: async (ctx) => {
    const { db, close } = await ctx.openDatabase()
    try {
      const players = await fundedPlayers(db, ctx.settings.ledgerConcurrency)
      await betsPerSecond(db, players, WARMUP_MS)
      const runs: number[] = []
      for (let i = 1; i <= ctx.settings.ledgerRuns; i += 1) {
        runs.push(await betsPerSecond(db, players, ctx.settings.ledgerSeconds * 1000))
        ctx.progress(`  ledger run ${i}: ${Math.round(runs.at(-1)!)} bets/s`)
      }
      return [
        {
          figure: `ledger: bets/s, ${players.length} at once`,
          unit: 'bets/s',
          runs,
          budget: { at: 'least', value: budgets[ctx.engine] },
          notes: { players: players.length, secondsPerRun: ctx.settings.ledgerSeconds },
        },
      ]
    } finally {
      await close()
    }
  },
}

export default betThroughput
