import { createHash, createHmac } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fairnessMessage } from '../../../src/core/fairness/digest'
import { fairFingerprint, type FairRoundSpec } from '../../../src/core/fairness/round'
import type { RoundView } from '../../../src/core/fairness/round-view'
import { ENGINES } from '../support/test-database'
import { openGamesHarness, type GamesHarness } from '../play/support/games-harness'
import { launchAndOpen, ledgerOf, newPlayer, play } from '../play/support/players'

type Played = { round: RoundView; balanceCents: number; fairness: { serverSeedHash: string; clientSeed: string; nextNonce: number } }

/** Recomputes a round from its revealed seeds, as the verify view does in the browser. */
const recompute = (round: RoundView, serverSeed: string): string => {
  const digest = createHmac('sha256', serverSeed).update(fairnessMessage(round.clientSeed, round.nonce)).digest()
  const spec: FairRoundSpec =
    round.mechanic === 'plinko' ? { mechanic: 'plinko', risk: round.params.risk as 'low' } : { mechanic: round.mechanic as 'slot' }
  return fairFingerprint(spec, digest)
}

describe.each(ENGINES)('playing rounds on the demo provider on %s', (engine) => {
  let h: GamesHarness
  beforeAll(async () => {
    h = await openGamesHarness(engine)
  })
  afterAll(() => h.close())

  const post = (token: string, url: string, payload: object) => h.provider.inject({ method: 'POST', url, headers: play(token), payload })
  const get = (token: string, url: string) => h.provider.inject({ method: 'GET', url, headers: play(token) })

  it('shows the game, the balance and the committed seed hash before the first round', async () => {
    const token = await launchAndOpen(h, await newPlayer(h), 'cf-slots-gladiator')
    const res = await get(token, '/api/session')
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.game).toMatchObject({
      gameId: 'cf-slots-gladiator',
      name: 'Gladiator',
      mechanic: 'slot',
      theme: 'gladiator',
      minBetCents: 20,
    })
    expect(body.game.rtp.all).toBeCloseTo(0.9611, 4)
    expect(body.balanceCents).toBe(1000)
    expect(body.fairness).toMatchObject({ nextNonce: 0 })
    expect(body.fairness.serverSeedHash).toMatch(/^[0-9a-f]{64}$/)
  })

  it('spins a slot: the balance moves by the win minus the bet, and the ledger agrees', async () => {
    const player = await newPlayer(h)
    const token = await launchAndOpen(h, player, 'cf-slots-myth')
    let balance = 1000
    for (let i = 0; i < 8; i++) {
      const res = await post(token, '/api/slot/spin', { betCents: 50 })
      expect(res.statusCode).toBe(200)
      const body = res.json<Played>()
      expect(body.round).toMatchObject({ mechanic: 'slot', betCents: 50, status: 'settled', nonce: i })
      expect(body.round.winCents).toBe((50 * (body.round.outcome as { paysLineBets: number }).paysLineBets) / 10)
      balance += body.round.winCents - 50
      expect(body.balanceCents).toBe(balance)
      expect(body.fairness.nextNonce).toBe(i + 1)
    }
    expect((await get(token, '/api/balance')).json()).toEqual({ balanceCents: balance })
  })

  it('refuses a bet the game does not offer, and a mechanic the game does not play', async () => {
    const token = await launchAndOpen(h, await newPlayer(h), 'cf-slots-myth')
    expect((await post(token, '/api/slot/spin', { betCents: 33 })).statusCode).toBe(422)
    expect((await post(token, '/api/plinko/drop', { betCents: 10, risk: 'low' })).statusCode).toBe(404)
  })

  it('refuses a spin the balance cannot cover, moving nothing', async () => {
    const player = await newPlayer(h)
    const token = await launchAndOpen(h, player, 'cf-slots-myth')
    await ledgerOf(h).placeBet({
      userId: player.userId,
      amountCents: 990,
      idempotencyKey: `drain:${player.userId}`,
      gameId: 'test',
      roundId: 'drain',
    })()
    const refused = await post(token, '/api/slot/spin', { betCents: 20 })
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ message: 'Insufficient balance for this bet.' })
    expect((await get(token, '/api/balance')).json()).toEqual({ balanceCents: 10 })
    expect((await get(token, '/api/rounds')).json()).toEqual({ rounds: [] })
  })

  it('drops a Plinko ball down a 12-row path into the bin its rights count', async () => {
    const token = await launchAndOpen(h, await newPlayer(h), 'cf-crash-plinko')
    const body = (await post(token, '/api/plinko/drop', { betCents: 100, risk: 'high' })).json<Played>()
    const outcome = body.round.outcome as { path: number[]; bin: number; multiplierX100: number }
    expect(outcome.path).toHaveLength(12)
    expect(outcome.bin).toBe(outcome.path.filter((s) => s === 1).length)
    expect(body.round.winCents).toBe(Math.floor(outcome.multiplierX100))
    expect(body.balanceCents).toBe(1000 - 100 + body.round.winCents)
  })

  it('reveals the server seed on rotation, and every past round recomputes from it', async () => {
    const token = await launchAndOpen(h, await newPlayer(h), 'cf-crash-plinko')
    const committed = (await get(token, '/api/session')).json().fairness.serverSeedHash as string
    for (let i = 0; i < 3; i++) await post(token, '/api/plinko/drop', { betCents: 10, risk: i === 0 ? 'low' : 'medium' })
    const before = (await get(token, '/api/rounds')).json<{ rounds: RoundView[] }>().rounds
    expect(before.every((r) => r.serverSeed === null)).toBe(true)
    const rotated = await post(token, '/api/fairness/rotate', { clientSeed: 'my-lucky-seed' })
    expect(rotated.statusCode).toBe(200)
    const { revealed, fairness } = rotated.json()
    expect(createHash('sha256').update(revealed.serverSeed).digest('hex')).toBe(committed)
    expect(revealed.roundsPlayed).toBe(3)
    expect(fairness).toMatchObject({ clientSeed: 'my-lucky-seed', nextNonce: 0 })
    expect(fairness.serverSeedHash).not.toBe(committed)
    const after = (await get(token, '/api/rounds')).json<{ rounds: RoundView[] }>().rounds
    expect(after).toHaveLength(3)
    for (const round of after) {
      expect(round.serverSeed).toBe(revealed.serverSeed)
      expect(recompute(round, revealed.serverSeed)).toBe(round.fingerprint)
    }
  })

  it('refuses a client seed that is not 1-64 letters, digits, dashes or underscores', async () => {
    const token = await launchAndOpen(h, await newPlayer(h), 'cf-slots-myth')
    const res = await post(token, '/api/fairness/rotate', { clientSeed: 'has spaces inside' })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({ errors: { clientSeed: ['Use 1 to 64 letters, digits, dashes or underscores.'] } })
  })

  it('refuses the play API without the play token, and with the launch token', async () => {
    const player = await newPlayer(h)
    await launchAndOpen(h, player, 'cf-slots-myth')
    expect((await h.provider.inject({ method: 'GET', url: '/api/session' })).statusCode).toBe(401)
    expect(
      (await h.provider.inject({ method: 'GET', url: '/api/session', headers: { authorization: `Bearer ${player.token}` } })).statusCode,
    ).toBe(401)
  })
})
