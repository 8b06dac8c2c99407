import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { roundKeys } from '../../../server/play/seamless-wallet/wallet-answer'
import { offsetOf, Tally, together } from '../support/race'
import { ENGINES } from '../support/test-database'
import { openGamesHarness, type GamesHarness } from './support/games-harness'
import { newPlayer } from './support/players'
import { launchForWallet, signedWalletCall } from './support/signed-wallet'

const PAIRS = 60
const BATCH = 10
const BET = 10
const WIN = 25

/**
 * A round's bet, win and rollback settle it one way whatever order they arrive in: bet and
 * refunded, or never bet (a rollback first tombstones the round, so the late bet is refused);
 * won or rolled back, never both. Driven through the signed HTTP routes, on both databases.
 */
describe.each(ENGINES)('wallet calls of one round racing on %s', (engine) => {
  let h: GamesHarness
  let call: ReturnType<typeof signedWalletCall>
  beforeAll(async () => {
    h = await openGamesHarness(engine)
    call = signedWalletCall(h)
  })
  afterAll(() => h.close())

  const balanceOf = async (sessionToken: string): Promise<number> =>
    (await call('balance', { sessionToken })).json<{ balanceCents: number }>().balanceCents
  const movements = async (roundId: string) => {
    const keys = roundKeys(roundId)
    const rows = await h.db
      .selectFrom('ledger_transactions')
      .select(['idempotency_key', 'amount_cents'])
      .where('idempotency_key', 'in', [keys.bet, keys.win, keys.rollback])
      .execute()
    const of = (key: string) => rows.find((r) => r.idempotency_key === key)?.amount_cents ?? null
    return { bet: of(keys.bet), win: of(keys.win), rollback: of(keys.rollback) }
  }
  const statusOf = async (roundId: string) =>
    (await h.db.selectFrom('casino_game_rounds').select('status').where('round_id', '=', roundId).executeTakeFirst())?.status ?? null

  it(`ends a round bet-and-refunded or never-bet when its bet and rollback race (${PAIRS} pairs, ${BATCH} at a time)`, async () => {
    const sessionToken = await launchForWallet(h, await newPlayer(h))
    const start = await balanceOf(sessionToken)
    const tally = new Tally()
    for (let first = 0; first < PAIRS; first += BATCH) {
      const pairs = Array.from({ length: BATCH }, (_, k) => ({ pair: first + k, roundId: randomUUID() }))
      const answers = await Promise.all(
        pairs.map(({ pair, roundId }) =>
          together(
            offsetOf(pair),
            () => call('bet', { sessionToken, roundId, amountCents: BET }),
            () => call('rollback', { sessionToken, roundId }),
          ),
        ),
      )
      for (const [k, [bet, rollback]] of answers.entries()) {
        const { pair, roundId } = pairs[k]!
        for (const [name, res] of [
          ['bet', bet],
          ['rollback', rollback],
        ] as const) {
          if (res.statusCode >= 500) tally.add('5xx', pair, `${name} answered ${res.statusCode} ${res.body}`)
        }
        if (rollback.statusCode !== 200) tally.add('rollback refused', pair, `rollback answered ${rollback.statusCode} ${rollback.body}`)
        const moved = await movements(roundId)
        if (bet.statusCode === 200 && moved.rollback !== BET)
          tally.add('bet kept', pair, `bet taken and not refunded: ${JSON.stringify(moved)}`)
        if (bet.statusCode !== 200 && (bet.statusCode !== 409 || bet.json<{ error: string }>().error !== 'ROUND_CLOSED')) {
          tally.add('bet answer', pair, `bet answered ${bet.statusCode} ${bet.body}`)
        }
        if (bet.statusCode !== 200 && moved.bet !== null) tally.add('refused bet moved money', pair, JSON.stringify(moved))
        const status = await statusOf(roundId)
        if (status !== 'rolled_back') tally.add('round not rolled back', pair, `round is ${status}`)
      }
    }
    expect({ ...tally.report(), balanceMovedBy: (await balanceOf(sessionToken)) - start }).toEqual({ details: [], balanceMovedBy: 0 })
  })

  it(`pays a win or refunds the bet, never both, when a win and a rollback race (${PAIRS} pairs, ${BATCH} at a time)`, async () => {
    const sessionToken = await launchForWallet(h, await newPlayer(h))
    let expected = await balanceOf(sessionToken)
    const tally = new Tally()
    for (let first = 0; first < PAIRS; first += BATCH) {
      const pairs = Array.from({ length: BATCH }, (_, k) => ({ pair: first + k, roundId: randomUUID() }))
      for (const { roundId } of pairs) expect((await call('bet', { sessionToken, roundId, amountCents: BET })).statusCode).toBe(200)
      expected -= BET * BATCH
      const answers = await Promise.all(
        pairs.map(({ pair, roundId }) =>
          together(
            offsetOf(pair),
            () => call('win', { sessionToken, roundId, amountCents: WIN }),
            () => call('rollback', { sessionToken, roundId }),
          ),
        ),
      )
      for (const [k, [win, rollback]] of answers.entries()) {
        const { pair, roundId } = pairs[k]!
        for (const [name, res] of [
          ['win', win],
          ['rollback', rollback],
        ] as const) {
          if (res.statusCode >= 500) tally.add('5xx', pair, `${name} answered ${res.statusCode} ${res.body}`)
        }
        const accepted = [win, rollback].filter((res) => res.statusCode === 200).length
        if (accepted !== 1)
          tally.add(`${accepted} accepted`, pair, `win ${win.statusCode} ${win.body}, rollback ${rollback.statusCode} ${rollback.body}`)
        const loser = win.statusCode === 200 ? rollback : win
        if (loser.statusCode !== 409 || loser.json<{ error: string }>().error !== 'ROUND_CLOSED')
          tally.add('loser answer', pair, `${loser.statusCode} ${loser.body}`)
        const moved = await movements(roundId)
        const status = await statusOf(roundId)
        if (win.statusCode === 200) {
          expected += WIN
          if (status !== 'won' || moved.win !== WIN || moved.rollback !== null)
            tally.add('inconsistent win', pair, `${status} ${JSON.stringify(moved)}`)
        } else if (rollback.statusCode === 200) {
          expected += BET
          if (status !== 'rolled_back' || moved.win !== null || moved.rollback !== BET)
            tally.add('inconsistent rollback', pair, `${status} ${JSON.stringify(moved)}`)
        }
      }
    }
    expect({ ...tally.report(), balanceOff: (await balanceOf(sessionToken)) - expected }).toEqual({ details: [], balanceOff: 0 })
  })
})
