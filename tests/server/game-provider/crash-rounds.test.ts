import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { crashEndMs, crashMsToReach, crashMultiplierAt } from '../../../src/core/fairness/crash'
import type { RoundView } from '../../../src/core/fairness/round-view'
import { ENGINES } from '../support/test-database'
import { openGamesHarness, type GamesHarness } from '../play/support/games-harness'
import { launchAndOpen, newPlayer, play } from '../play/support/players'

type Ended = { state: 'ended'; round: RoundView; balanceCents: number | null }

describe.each(ENGINES)('crash rounds on %s', (engine) => {
  let h: GamesHarness
  beforeAll(async () => {
    h = await openGamesHarness(engine)
  })
  afterAll(() => h.close())

  const post = (token: string, url: string, payload?: object) =>
    h.provider.inject({ method: 'POST', url, headers: play(token), ...(payload ? { payload } : {}) })
  const get = (token: string, url: string) => h.provider.inject({ method: 'GET', url, headers: play(token) })
  /** The crash point the server keeps to itself, read from its table. */
  const crashOf = async (roundId: string): Promise<number> =>
    (
      JSON.parse((await h.db.selectFrom('gp_rounds').select('outcome').where('id', '=', roundId).executeTakeFirstOrThrow()).outcome) as {
        crashX100: number
      }
    ).crashX100

  /** Starts rounds until one crashes at or above `atLeast` (losing the others by letting them crash). */
  const startFlying = async (token: string, atLeast: number, auto: number | null = null) => {
    for (;;) {
      const started = await post(token, '/api/crash/start', { betCents: 10, autoCashoutX100: auto })
      expect(started.statusCode).toBe(200)
      const round = started.json<{ round: RoundView }>().round
      const crash = await crashOf(round.id)
      if (crash >= atLeast) return { round, crash }
      h.clock.advance(crashEndMs(crash))
      expect((await get(token, `/api/crash/${round.id}`)).json()).toMatchObject({ state: 'ended' })
    }
  }

  it('keeps the crash point secret while the round flies, and pays a cash-out at the server multiplier', async () => {
    const token = await launchAndOpen(h, await newPlayer(h), 'cf-crash-rocket-rush')
    const { round, crash } = await startFlying(token, 150)
    expect(round.status).toBe('running')
    expect(round.fingerprint).toBeNull()
    expect(round.outcome).toBeNull()
    expect((await post(token, '/api/fairness/rotate', { clientSeed: 'peek' })).statusCode).toBe(409)
    expect((await post(token, '/api/crash/start', { betCents: 10 })).statusCode).toBe(409)
    const at = crashMsToReach(150)
    h.clock.advance(at)
    expect((await get(token, `/api/crash/${round.id}`)).json()).toEqual({
      state: 'running',
      elapsedMs: at,
      multiplierX100: crashMultiplierAt(at),
    })
    const before = (await get(token, '/api/balance')).json<{ balanceCents: number }>().balanceCents
    const cashed = (await post(token, `/api/crash/${round.id}/cashout`)).json<Ended>()
    expect(cashed.state).toBe('ended')
    expect(cashed.round).toMatchObject({ status: 'settled', cashoutX100: 150, winCents: 15 })
    expect(cashed.round.fingerprint).toBe(`crash at ${(crash / 100).toFixed(2)}x`)
    expect(cashed.balanceCents).toBe(before + 15)
    // A second cash-out changes nothing.
    expect((await post(token, `/api/crash/${round.id}/cashout`)).json<Ended>().round.winCents).toBe(15)
  })

  it('refuses a cash-out before 1.01x', async () => {
    const token = await launchAndOpen(h, await newPlayer(h), 'cf-crash-rocket-rush')
    const { round } = await startFlying(token, 101)
    const res = await post(token, `/api/crash/${round.id}/cashout`)
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ message: 'Cash out from 1.01x.' })
  })

  it('pays a cash-out at exactly the crash point, and loses the bet once the multiplier passes it', async () => {
    const token = await launchAndOpen(h, await newPlayer(h), 'cf-crash-comet-crash')
    const { round, crash } = await startFlying(token, 101)
    h.clock.advance(crashMsToReach(crash))
    const atPoint = (await post(token, `/api/crash/${round.id}/cashout`)).json<Ended>()
    expect(atPoint.round).toMatchObject({ cashoutX100: crash, winCents: Math.floor((10 * crash) / 100) })
    const next = await startFlying(token, 100)
    h.clock.advance(crashEndMs(next.crash))
    const lost = (await post(token, `/api/crash/${next.round.id}/cashout`)).json<Ended>()
    expect(lost.round).toMatchObject({ status: 'settled', winCents: 0, cashoutX100: null })
    expect(lost.round.fingerprint).toBe(`crash at ${(next.crash / 100).toFixed(2)}x`)
  })

  it('cashes out automatically at the target, even for a player who left (the sweeper settles it)', async () => {
    const token = await launchAndOpen(h, await newPlayer(h), 'cf-crash-sky-balloon')
    const { round } = await startFlying(token, 200, 180)
    h.clock.advance(10 * 60_000)
    expect(await h.graph.recoverRounds()).toBeGreaterThanOrEqual(1)
    const rounds = (await get(token, '/api/rounds')).json<{ rounds: RoundView[] }>().rounds
    expect(rounds.find((r) => r.id === round.id)).toMatchObject({ status: 'settled', cashoutX100: 180, winCents: 18 })
  })
})
