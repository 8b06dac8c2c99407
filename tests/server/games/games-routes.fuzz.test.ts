import { randomBytes } from 'node:crypto'
import { fc } from '@fast-check/vitest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WALLET_HEADERS, signWalletRequest } from '../../../server/games/seamless-wallet/wallet-signature'
import { ENGINES } from '../support/test-database'
import { WALLET_SECRET, openGamesHarness, type GamesHarness } from './support/games-harness'
import { bearer, launchAndOpen, newPlayer, play, type TestPlayer } from './support/players'

const plausible = fc.constantFrom(
  'cf-slots-myth', 'cf-crash-plinko', 'cf-crash-rocket-rush', '1', 1, 0, -1, 20, 100, 1000, 1001, 'low', 'high', 'extreme', null, true,
  '00000000-0000-4000-8000-000000000000', 'a'.repeat(300), '9'.repeat(40), '', ' ', '__proto__',
)
const value = fc.oneof({ weight: 3, arbitrary: plausible }, { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 2 }) })
const body = (fields: readonly string[]) =>
  fc.oneof(
    fc.record(Object.fromEntries(fields.map((f) => [f, value])), { requiredKeys: [] }),
    fc.jsonValue({ maxDepth: 2 }),
    fc.dictionary(fc.string({ maxLength: 12 }), value, { maxKeys: 4 }),
  )

/** Throws generated bodies at every games route; a 5xx or a crash fails the property. */
describe.each(ENGINES)('games routes never answer 5xx to any body on %s', (engine) => {
  let h: GamesHarness
  let player: TestPlayer
  let playToken: string
  let walletToken: string
  beforeAll(async () => {
    h = await openGamesHarness(engine)
    player = await newPlayer(h)
    playToken = await launchAndOpen(h, player, 'cf-crash-plinko')
    walletToken = (await h.db.selectFrom('gp_sessions').select('wallet_token').executeTakeFirstOrThrow()).wallet_token
  })
  afterAll(() => h.close())

  const no5xx = (status: number) => expect(status).toBeLessThan(500)

  it('POST /api/game/launchgame', async () => {
    await fc.assert(fc.asyncProperty(body(['gameId', 'userId']), async (payload) => {
      no5xx((await h.casino.inject({ method: 'POST', url: '/api/game/launchgame', headers: bearer(player), payload: payload as object })).statusCode)
    }), { numRuns: 60 })
  })

  it.each(['balance', 'bet', 'win', 'rollback'])('POST /api/game-wallet/%s, correctly signed', async (operation) => {
    await fc.assert(fc.asyncProperty(body(['sessionToken', 'roundId', 'amountCents']), fc.boolean(), async (payload, realToken) => {
      const data = realToken && typeof payload === 'object' && payload !== null && !Array.isArray(payload) ? { ...payload, sessionToken: walletToken } : payload
      const text = JSON.stringify(data)
      const timestamp = String(h.clock.now().getTime())
      const nonce = randomBytes(16).toString('hex')
      const path = `/api/game-wallet/${operation}`
      const signature = signWalletRequest(WALLET_SECRET, { timestamp, nonce, method: 'POST', path, body: text })
      const res = await h.casino.inject({ method: 'POST', url: path, payload: text,
        headers: { 'content-type': 'application/json', [WALLET_HEADERS.timestamp]: timestamp, [WALLET_HEADERS.nonce]: nonce, [WALLET_HEADERS.signature]: signature } })
      no5xx(res.statusCode)
    }), { numRuns: 40 })
  })

  it.each([
    ['POST', '/api/plinko/drop', ['betCents', 'risk']],
    ['POST', '/api/slot/spin', ['betCents']],
    ['POST', '/api/crash/start', ['betCents', 'autoCashoutX100']],
    ['POST', '/api/fairness/rotate', ['clientSeed']],
  ] as const)('%s %s on the provider', async (method, url, fields) => {
    await fc.assert(fc.asyncProperty(body(fields), async (payload) => {
      no5xx((await h.provider.inject({ method, url, headers: play(playToken), payload: payload as object })).statusCode)
    }), { numRuns: 40 })
  })

  it('any round id on the crash routes', async () => {
    await fc.assert(fc.asyncProperty(fc.oneof(fc.uuid(), fc.string({ maxLength: 40 })), async (id) => {
      const url = `/api/crash/${encodeURIComponent(id)}`
      no5xx((await h.provider.inject({ method: 'GET', url, headers: play(playToken) })).statusCode)
      no5xx((await h.provider.inject({ method: 'POST', url: `${url}/cashout`, headers: play(playToken) })).statusCode)
    }), { numRuns: 40 })
  })
})
