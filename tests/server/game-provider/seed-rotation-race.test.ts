import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { crashEndMs } from '../../../src/core/fairness/crash'
import type { RoundView } from '../../../src/core/fairness/round-view'
import { offsetOf, Tally, together } from '../support/race'
import { ENGINES } from '../support/test-database'
import { openGamesHarness, type GamesHarness } from '../play/support/games-harness'
import { launchAndOpen, newPlayer, play } from '../play/support/players'

const PAIRS = 60

type Revealed = { revealed: { serverSeed: string; serverSeedHash: string } }

/**
 * A seed is never revealed while a round that used it is unsettled, however a round's start and
 * a rotation interleave; neither call ever answers 5xx, and only one crash round flies at a time.
 */
describe.each(ENGINES)('seed rotation racing round starts on %s', (engine) => {
  let h: GamesHarness
  beforeAll(async () => {
    h = await openGamesHarness(engine)
  })
  afterAll(() => h.close())

  const post = (token: string, url: string, payload: object) => h.provider.inject({ method: 'POST', url, headers: play(token), payload })
  const get = (token: string, url: string) => h.provider.inject({ method: 'GET', url, headers: play(token) })

  const reported = new Set<string>()
  /** Rounds whose seed was revealed before they settled (or that are still unsettled), not reported yet: the leak, from the tables. */
  const leakedRounds = async (): Promise<string[]> =>
    (
      await h.db
        .selectFrom('gp_rounds')
        .innerJoin('gp_seeds', 'gp_seeds.id', 'gp_rounds.seed_id')
        .select(['gp_rounds.id', 'gp_rounds.status'])
        .where('gp_seeds.revealed_at', 'is not', null)
        .where((eb) => eb.or([eb('gp_rounds.settled_at', 'is', null), eb('gp_seeds.revealed_at', '<', eb.ref('gp_rounds.settled_at'))]))
        .execute()
    )
      .filter((r) => !reported.has(r.id))
      .map((r) => {
        reported.add(r.id)
        return `${r.id} (${r.status})`
      })

  /** Lets every crash round still in the air crash, so the next start is allowed. */
  const landAll = async (token: string) => {
    const flying = await h.db.selectFrom('gp_rounds').select(['id', 'outcome']).where('status', '=', 'running').execute()
    for (const round of flying) {
      h.clock.advance(crashEndMs((JSON.parse(round.outcome) as { crashX100: number }).crashX100))
      expect((await get(token, `/api/crash/${round.id}`)).json()).toMatchObject({ state: 'ended' })
    }
  }

  const noServerError = (tally: Tally, pair: number, name: string, res: { statusCode: number; body: string }) => {
    if (res.statusCode >= 500) tally.add('5xx', pair, `${name} answered ${res.statusCode} ${res.body}`)
  }

  it(`never reveals the seed of a crash round in the air (${PAIRS} simultaneous start + rotate pairs)`, async () => {
    const token = await launchAndOpen(h, await newPlayer(h), 'cf-crash-rocket-rush')
    const tally = new Tally()
    for (let i = 0; i < PAIRS; i++) {
      const [start, rotate] = await together(
        offsetOf(i),
        () => post(token, '/api/crash/start', { betCents: 10 }),
        () => post(token, '/api/fairness/rotate', { clientSeed: `race-${i}` }),
      )
      noServerError(tally, i, 'start', start)
      noServerError(tally, i, 'rotate', rotate)
      const running = start.statusCode === 200 ? start.json<{ round: RoundView }>().round : null
      if (running !== null && rotate.statusCode === 200 && rotate.json<Revealed>().revealed.serverSeedHash === running.serverSeedHash) {
        tally.add('rotate revealed a flying round', i, `rotate revealed the seed of round ${running.id}`)
      }
      const shown = (await get(token, '/api/rounds')).json<{ rounds: RoundView[] }>().rounds
      for (const r of shown.filter((v) => v.status === 'running' || v.status === 'betting')) {
        if (r.serverSeed !== null) tally.add('history showed a flying round', i, `/api/rounds shows the seed of round ${r.id}, ${r.status}`)
      }
      for (const id of await leakedRounds()) tally.add('revealed before settled', i, `round ${id}`)
      await landAll(token)
    }
    expect(tally.report()).toEqual({ details: [] })
  })

  it(`never reveals the seed of a spin under way (${PAIRS / 2} simultaneous spin + rotate pairs)`, async () => {
    const token = await launchAndOpen(h, await newPlayer(h), 'cf-slots-myth')
    const tally = new Tally()
    for (let i = 0; i < PAIRS / 2; i++) {
      const [spin, rotate] = await together(
        offsetOf(i),
        () => post(token, '/api/slot/spin', { betCents: 20 }),
        () => post(token, '/api/fairness/rotate', { clientSeed: `spin-${i}` }),
      )
      noServerError(tally, i, 'spin', spin)
      noServerError(tally, i, 'rotate', rotate)
      // A spin settles within its request, so a leak shows as a reveal stamped before its round settled.
      for (const id of await leakedRounds()) tally.add('revealed before settled', i, `round ${id}`)
    }
    expect(tally.report()).toEqual({ details: [] })
  })

  it(`lets only one crash round fly when two starts arrive together (${PAIRS / 2} pairs)`, async () => {
    const token = await launchAndOpen(h, await newPlayer(h), 'cf-crash-comet-crash')
    const tally = new Tally()
    for (let i = 0; i < PAIRS / 2; i++) {
      const both = await together(
        offsetOf(i),
        () => post(token, '/api/crash/start', { betCents: 10 }),
        () => post(token, '/api/crash/start', { betCents: 10 }),
      )
      both.forEach((res) => noServerError(tally, i, 'start', res))
      const started = both.filter((res) => res.statusCode === 200).length
      if (started !== 1) tally.add(`${started} started`, i, `${started} rounds started`)
      await landAll(token)
    }
    expect(tally.report()).toEqual({ details: [] })
  })
})
