import { randomBytes, randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WALLET_HEADERS, signWalletRequest } from '../../../server/play/seamless-wallet/wallet-signature'
import { ENGINES } from '../support/test-database'
import { CASINO_ORIGIN, WALLET_SECRET, openGamesHarness, type GamesHarness } from './support/games-harness'
import { bearer, newPlayer, type TestPlayer } from './support/players'

interface Signed {
  readonly secret?: string
  readonly timestamp?: number
  readonly nonce?: string
  readonly signedBody?: string
}

describe.each(ENGINES)('the seamless-wallet API on %s', (engine) => {
  let h: GamesHarness
  beforeAll(async () => {
    h = await openGamesHarness(engine)
  })
  afterAll(() => h.close())

  const call = (operation: string, payload: object, s: Signed = {}) => {
    const body = JSON.stringify(payload)
    const timestamp = String(s.timestamp ?? h.clock.now().getTime())
    const nonce = s.nonce ?? randomBytes(16).toString('hex')
    const path = `/api/seamless-wallet/${operation}`
    const signature = signWalletRequest(s.secret ?? WALLET_SECRET, { timestamp, nonce, method: 'POST', path, body: s.signedBody ?? body })
    return h.casino.inject({
      method: 'POST',
      url: path,
      payload: body,
      headers: {
        'content-type': 'application/json',
        [WALLET_HEADERS.timestamp]: timestamp,
        [WALLET_HEADERS.nonce]: nonce,
        [WALLET_HEADERS.signature]: signature,
      },
    })
  }

  /** A launched session's wallet token, as the provider holds it. */
  const walletTokenFor = async (player: TestPlayer): Promise<string> => {
    await h.casino.inject({
      method: 'POST',
      url: '/api/game/launchgame',
      headers: { ...bearer(player), origin: CASINO_ORIGIN },
      payload: { gameId: 'cf-slots-myth', userId: player.userId },
    })
    const row = await h.db.selectFrom('gp_sessions').select('wallet_token').orderBy('created_at', 'desc').executeTakeFirstOrThrow()
    return row.wallet_token
  }

  describe('signature checks', () => {
    let sessionToken: string
    beforeAll(async () => {
      sessionToken = await walletTokenFor(await newPlayer(h))
    })

    it('answers a correctly signed request', async () => {
      const res = await call('balance', { sessionToken })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ balanceCents: 1000, replayed: false })
    })

    it('refuses a request signed with another secret', async () => {
      const res = await call('balance', { sessionToken }, { secret: 'someone-elses-secret-0123456789abcdef' })
      expect(res.statusCode).toBe(401)
      expect(res.json()).toMatchObject({ error: 'BAD_SIGNATURE' })
    })

    it('refuses a body changed after signing', async () => {
      const res = await call(
        'bet',
        { sessionToken, roundId: randomUUID(), amountCents: 900 },
        { signedBody: JSON.stringify({ sessionToken, roundId: randomUUID(), amountCents: 9 }) },
      )
      expect(res.statusCode).toBe(401)
      expect(res.json()).toMatchObject({ error: 'BAD_SIGNATURE' })
    })

    it('refuses an unsigned request', async () => {
      const res = await h.casino.inject({ method: 'POST', url: '/api/seamless-wallet/balance', payload: { sessionToken } })
      expect(res.statusCode).toBe(401)
      expect(res.json()).toMatchObject({ error: 'BAD_SIGNATURE' })
    })

    it.each([-61_000, 61_000])('refuses a timestamp %i ms off the clock', async (skew) => {
      const res = await call('balance', { sessionToken }, { timestamp: h.clock.now().getTime() + skew })
      expect(res.statusCode).toBe(401)
      expect(res.json()).toMatchObject({ error: 'STALE_REQUEST' })
    })

    it('refuses a replayed nonce, even with a fresh signature', async () => {
      const nonce = randomBytes(16).toString('hex')
      expect((await call('balance', { sessionToken }, { nonce })).statusCode).toBe(200)
      const replay = await call('balance', { sessionToken }, { nonce })
      expect(replay.statusCode).toBe(401)
      expect(replay.json()).toMatchObject({ error: 'REPLAYED_REQUEST' })
    })

    it('validates the body after the signature (422)', async () => {
      expect((await call('bet', { sessionToken, roundId: randomUUID(), amountCents: -5 })).statusCode).toBe(422)
    })

    it('needs no X-Requested-With header: the signature is the proof', async () => {
      expect((await call('balance', { sessionToken })).statusCode).toBe(200)
    })
  })

  describe('rounds', () => {
    it('books a bet once however often it is retried', async () => {
      const player = await newPlayer(h)
      const sessionToken = await walletTokenFor(player)
      const roundId = randomUUID()
      const first = await call('bet', { sessionToken, roundId, amountCents: 200 })
      const retry = await call('bet', { sessionToken, roundId, amountCents: 200 })
      expect(first.json()).toEqual({ balanceCents: 800, replayed: false })
      expect(retry.json()).toEqual({ balanceCents: 800, replayed: true })
      const win = await call('win', { sessionToken, roundId, amountCents: 500 })
      const winRetry = await call('win', { sessionToken, roundId, amountCents: 500 })
      expect(win.json()).toEqual({ balanceCents: 1300, replayed: false })
      expect(winRetry.json()).toEqual({ balanceCents: 1300, replayed: true })
      expect((await call('balance', { sessionToken })).json()).toMatchObject({ balanceCents: 1300 })
    })

    it('refuses a bet larger than the balance', async () => {
      const sessionToken = await walletTokenFor(await newPlayer(h))
      const res = await call('bet', { sessionToken, roundId: randomUUID(), amountCents: 1001 })
      expect(res.statusCode).toBe(409)
      expect(res.json()).toMatchObject({ error: 'INSUFFICIENT_FUNDS' })
    })

    it('refuses a retried bet with another amount', async () => {
      const sessionToken = await walletTokenFor(await newPlayer(h))
      const roundId = randomUUID()
      await call('bet', { sessionToken, roundId, amountCents: 100 })
      expect((await call('bet', { sessionToken, roundId, amountCents: 300 })).json()).toMatchObject({ error: 'AMOUNT_MISMATCH' })
    })

    it('refuses a win for a round that never had a bet', async () => {
      const sessionToken = await walletTokenFor(await newPlayer(h))
      expect((await call('win', { sessionToken, roundId: randomUUID(), amountCents: 100 })).json()).toMatchObject({
        error: 'ROUND_NOT_FOUND',
      })
    })

    it("refuses a win on another session's round", async () => {
      const tokenA = await walletTokenFor(await newPlayer(h))
      const tokenB = await walletTokenFor(await newPlayer(h))
      const roundId = randomUUID()
      await call('bet', { sessionToken: tokenA, roundId, amountCents: 100 })
      expect((await call('win', { sessionToken: tokenB, roundId, amountCents: 100 })).json()).toMatchObject({ error: 'ROUND_NOT_FOUND' })
    })

    it('rolls a bet back once, and then refuses its win', async () => {
      const sessionToken = await walletTokenFor(await newPlayer(h))
      const roundId = randomUUID()
      await call('bet', { sessionToken, roundId, amountCents: 400 })
      expect((await call('rollback', { sessionToken, roundId })).json()).toEqual({ balanceCents: 1000, replayed: false })
      expect((await call('rollback', { sessionToken, roundId })).json()).toEqual({ balanceCents: 1000, replayed: true })
      expect((await call('win', { sessionToken, roundId, amountCents: 800 })).json()).toMatchObject({ error: 'ROUND_CLOSED' })
    })

    it('accepts a rollback of a bet that never arrived, and then refuses that bet', async () => {
      const sessionToken = await walletTokenFor(await newPlayer(h))
      const roundId = randomUUID()
      expect((await call('rollback', { sessionToken, roundId })).json()).toEqual({ balanceCents: 1000, replayed: false })
      expect((await call('bet', { sessionToken, roundId, amountCents: 100 })).json()).toMatchObject({ error: 'ROUND_CLOSED' })
    })

    it('refuses to roll back a round already won', async () => {
      const sessionToken = await walletTokenFor(await newPlayer(h))
      const roundId = randomUUID()
      await call('bet', { sessionToken, roundId, amountCents: 100 })
      await call('win', { sessionToken, roundId, amountCents: 300 })
      expect((await call('rollback', { sessionToken, roundId })).json()).toMatchObject({ error: 'ROUND_CLOSED' })
    })

    it('pays a win owed on an expired session but takes no new bet on it', async () => {
      const sessionToken = await walletTokenFor(await newPlayer(h))
      const roundId = randomUUID()
      await call('bet', { sessionToken, roundId, amountCents: 100 })
      h.clock.advance(13 * 60 * 60 * 1000)
      try {
        expect((await call('win', { sessionToken, roundId, amountCents: 250 })).json()).toEqual({ balanceCents: 1150, replayed: false })
        const late = await call('bet', { sessionToken, roundId: randomUUID(), amountCents: 100 })
        expect(late.statusCode).toBe(410)
        expect(late.json()).toMatchObject({ error: 'SESSION_EXPIRED' })
      } finally {
        h.clock.advance(-13 * 60 * 60 * 1000)
      }
    })

    it('answers 404 for an unknown session token', async () => {
      const res = await call('balance', { sessionToken: randomBytes(32).toString('base64url') })
      expect(res.statusCode).toBe(404)
      expect(res.json()).toMatchObject({ error: 'SESSION_NOT_FOUND' })
    })

    it("lists each round as a red bet and a green win in the player's transactions", async () => {
      const player = await newPlayer(h)
      const sessionToken = await walletTokenFor(player)
      const roundId = randomUUID()
      await call('bet', { sessionToken, roundId, amountCents: 100 })
      await call('win', { sessionToken, roundId, amountCents: 250 })
      const list = await h.casino.inject({ method: 'GET', url: '/api/casino/transaction', headers: bearer(player) })
      expect(list.statusCode).toBe(200)
      const rows = JSON.stringify(list.json())
      expect(rows).toContain('"action_type":"bet"')
      expect(rows).toContain('"action_type":"win"')
      expect(rows).toContain('cf-slots-myth')
    })
  })
})
