import * as E from 'fp-ts/Either'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CasinoClient } from '../../../server/game-provider/casino-client.port'
import type { RoundView } from '../../../src/core/fairness/round-view'
import { ENGINES } from '../support/test-database'
import { openGamesHarness, type GamesHarness } from '../play/support/games-harness'
import { kyselyLedger } from '../../../server/ledger/kysely-ledger.adapter'
import { launchAndOpen, newPlayer, play } from '../play/support/players'

/** The network between provider and casino, with switches to lose answers. */
class FlakyLink {
  loseBetAnswers = false
  dropWins = false
  wrap = (real: CasinoClient): CasinoClient => ({
    ...real,
    // The casino takes the bet, but its answer never arrives.
    bet:
      (...args) =>
      async () => {
        const reply = await real.bet(...args)()
        return this.loseBetAnswers ? E.left({ _tag: 'Unreachable', detail: 'timeout' }) : reply
      },
    win: (...args) => (this.dropWins ? async () => E.left({ _tag: 'Unreachable', detail: 'connection refused' }) : real.win(...args)),
  })
}

describe.each(ENGINES)('wallet recovery on %s', (engine) => {
  const link = new FlakyLink()
  let h: GamesHarness
  beforeAll(async () => {
    h = await openGamesHarness(engine, { casino: link.wrap })
  })
  afterAll(() => h.close())

  const spin = (token: string) =>
    h.provider.inject({ method: 'POST', url: '/api/slot/spin', headers: play(token), payload: { betCents: 100 } })
  const balance = async (token: string) =>
    (await h.provider.inject({ method: 'GET', url: '/api/balance', headers: play(token) })).json<{ balanceCents: number }>().balanceCents

  it('rolls a bet back when its answer is lost, so the player keeps the money', async () => {
    const token = await launchAndOpen(h, await newPlayer(h), 'cf-slots-myth')
    link.loseBetAnswers = true
    try {
      const res = await spin(token)
      expect(res.statusCode).toBe(503)
      expect(res.json()).toMatchObject({ message: 'The casino did not answer, so the round was cancelled; any bet taken is refunded.' })
    } finally {
      link.loseBetAnswers = false
    }
    expect(await balance(token)).toBe(1000)
    const [round] = (await h.provider.inject({ method: 'GET', url: '/api/rounds', headers: play(token) })).json<{ rounds: RoundView[] }>()
      .rounds
    expect(round).toMatchObject({ status: 'rolled_back' })
  })

  it('keeps a win it could not deliver, and the sweeper pays it exactly once when the casino is back', async () => {
    const player = await newPlayer(h)
    // Enough for every spin the loop may take: dropped wins never come back to the balance.
    await kyselyLedger(h.db).creditDeposit({
      userId: player.userId,
      amountCents: 4_000,
      idempotencyKey: `recovery-funds:${player.userId}`,
    })()
    const token = await launchAndOpen(h, player, 'cf-slots-medieval')
    link.dropWins = true
    let owed: RoundView | undefined
    try {
      for (let i = 0; i < 40 && owed === undefined; i++) {
        const body = (await spin(token)).json<{ round: RoundView; balanceCents: number | null }>()
        if (body.round.winCents > 0) {
          expect(body.round.status).toBe('paying')
          expect(body.balanceCents).toBeNull()
          owed = body.round
        }
      }
    } finally {
      link.dropWins = false
    }
    expect(owed).toBeDefined()
    const before = await balance(token)
    h.clock.advance(11_000)
    await h.graph.recoverRounds()
    await h.graph.recoverRounds()
    expect(await balance(token)).toBe(before + owed!.winCents)
    const rounds = (await h.provider.inject({ method: 'GET', url: '/api/rounds', headers: play(token) })).json<{ rounds: RoundView[] }>()
      .rounds
    expect(rounds.find((r) => r.id === owed!.id)).toMatchObject({ status: 'settled' })
  })

  it('rolls back a round whose process died mid-bet', async () => {
    const player = await newPlayer(h)
    const token = await launchAndOpen(h, player, 'cf-slots-myth')
    const session = await h.db.selectFrom('gp_sessions').select(['id']).orderBy('created_at', 'desc').executeTakeFirstOrThrow()
    const { round: orphan } = await h.graph.plays.openRound(session.id, () => ({
      round: {
        id: '00000000-0000-4000-8000-000000000001',
        mechanic: 'slot',
        bet_cents: 100,
        params: '{}',
        fingerprint: 'x',
        outcome: '{}',
        created_at: h.clock.now(),
      },
      decided: null,
    }))
    // The bet reached the casino; then the process died before recording the answer.
    const sessionRow = await h.db.selectFrom('gp_sessions').select('wallet_token').where('id', '=', session.id).executeTakeFirstOrThrow()
    await h.graph.casino.bet(sessionRow.wallet_token, orphan.id, 100)()
    expect(await balance(token)).toBe(900)
    h.clock.advance(31_000)
    await h.graph.recoverRounds()
    expect(await balance(token)).toBe(1000)
    expect((await h.graph.rounds.byId(orphan.id))?.status).toBe('rolled_back')
  })
})
