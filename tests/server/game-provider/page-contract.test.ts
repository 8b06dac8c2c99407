import * as E from 'fp-ts/Either'
import type * as t from 'io-ts'
import { PathReporter } from 'io-ts/PathReporter'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  GetCrashProgress,
  GetPlayBalance,
  GetPlaySession,
  ListPlayedRounds,
  RotateSeeds,
  SpinSlot,
} from '../../../src/contracts/game-provider/play-api.contract'
import { CrashOutcome, PlinkoOutcome, SlotOutcome } from '../../../src/contracts/game-provider/play-round.wire'
import { crashEndMs } from '../../../src/core/fairness/crash'
import { ENGINES } from '../support/test-database'
import { openGamesHarness, type GamesHarness } from '../play/support/games-harness'
import { launchAndOpen, newPlayer, play } from '../play/support/players'

/** Decodes like the game page does, failing the test with io-ts's report of what did not fit. */
const decoded = <A>(codec: t.Decoder<unknown, A>, body: unknown): A => {
  const result = codec.decode(body)
  if (E.isLeft(result)) expect.fail(PathReporter.report(result).join('\n'))
  return result.right
}

// The game page decodes every answer at its edge; these are the provider's real answers.
describe.each(ENGINES)("the provider's answers fit the game page's codecs on %s", (engine) => {
  let h: GamesHarness
  beforeAll(async () => {
    h = await openGamesHarness(engine)
  })
  afterAll(() => h.close())

  const call = async (token: string, method: 'GET' | 'POST', url: string, payload?: object): Promise<unknown> => {
    const res = await h.provider.inject({ method, url, headers: play(token), ...(payload ? { payload } : {}) })
    expect(res.statusCode, res.body).toBe(200)
    return res.json()
  }

  it('for a slot: session, spin with its outcome, balance, rounds and a seed rotation', async () => {
    const token = await launchAndOpen(h, await newPlayer(h), 'cf-slots-myth')
    expect(decoded(GetPlaySession.response, await call(token, 'GET', '/api/session')).game.mechanic).toBe('slot')
    const played = decoded(SpinSlot.response, await call(token, 'POST', '/api/slot/spin', { betCents: 50 }))
    expect(decoded(SlotOutcome, played.round.outcome).grid).toHaveLength(5)
    decoded(GetPlayBalance.response, await call(token, 'GET', '/api/balance'))
    expect(decoded(ListPlayedRounds.response, await call(token, 'GET', '/api/rounds')).rounds).toHaveLength(1)
    expect(
      decoded(RotateSeeds.response, await call(token, 'POST', '/api/fairness/rotate', { clientSeed: 'mine' })).revealed.roundsPlayed,
    ).toBe(1)
  })

  it('for Plinko: the drop and its outcome', async () => {
    const token = await launchAndOpen(h, await newPlayer(h), 'cf-crash-plinko')
    const played = decoded(SpinSlot.response, await call(token, 'POST', '/api/plinko/drop', { betCents: 100, risk: 'low' }))
    expect(decoded(PlinkoOutcome, played.round.outcome).path).toHaveLength(12)
  })

  it('for crash: the start, the flight and the end with its crash point', async () => {
    const token = await launchAndOpen(h, await newPlayer(h), 'cf-crash-rocket-rush')
    const { round } = decoded(SpinSlot.response, await call(token, 'POST', '/api/crash/start', { betCents: 10, autoCashoutX100: null }))
    expect(decoded(CrashOutcome, round.outcome)).toBeNull()
    expect(decoded(GetCrashProgress.response, await call(token, 'GET', `/api/crash/${round.id}`)).state).toBe('running')
    h.clock.advance(crashEndMs(100_000))
    const ended = decoded(GetCrashProgress.response, await call(token, 'GET', `/api/crash/${round.id}`))
    if (ended.state !== 'ended') return expect.fail('the round should have crashed')
    expect(decoded(CrashOutcome, ended.round.outcome)?.crashX100).toBeGreaterThanOrEqual(100)
  })
})
