import { randomBytes, randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import * as TE from 'fp-ts/TaskEither'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CasinoGameRounds } from '../../../server/play/casino-game-rounds'
import type { CasinoGameSessions } from '../../../server/play/casino-game-sessions'
import { WALLET_HEADERS, signWalletRequest } from '../../../server/play/seamless-wallet/wallet-signature'
import type { Ledger, LedgerRefusal } from '../../../server/ledger/ledger.port'
import { buildTestApp } from '../support/test-app'
import { ENGINES, openTestDatabase, type TestDatabase } from '../support/test-database'
import { WALLET_SECRET } from './support/games-harness'

const session = { id: 'session-1', userId: 7, gameId: 'cf-slots-myth', ended: false }
const sessions = { byToken: async () => session } as unknown as CasinoGameSessions
const rounds: CasinoGameRounds = {
  lock: async (_trx, roundId) => ({ roundId, sessionId: session.id, betCents: 100, winCents: 0, status: 'open' }),
  settle: async () => undefined,
}

/** A ledger that refuses every bet with `refusal`, inside the wallet call's transaction. */
const refusingLedger = (refusal: LedgerRefusal) => ({ within: () => ({ placeBet: () => TE.left(refusal) }) }) as unknown as Ledger

describe.each(ENGINES)('each ledger refusal of a bet, as the provider is told it, on %s', (engine) => {
  let t: TestDatabase
  beforeAll(async () => {
    t = await openTestDatabase(engine)
  })
  afterAll(() => t.close())

  const betRefusedWith = async (refusal: LedgerRefusal) => {
    const app: FastifyInstance = await buildTestApp(t.db, {
      config: { seamlessWalletSecret: WALLET_SECRET },
      ports: { Ledger: refusingLedger(refusal), CasinoGameSessions: sessions, CasinoGameRounds: rounds },
    })
    try {
      const path = '/api/seamless-wallet/bet'
      const body = JSON.stringify({ sessionToken: randomBytes(32).toString('base64url'), roundId: randomUUID(), amountCents: 100 })
      const timestamp = String(Date.now())
      const nonce = randomBytes(16).toString('hex')
      const signature = signWalletRequest(WALLET_SECRET, { timestamp, nonce, method: 'POST', path, body })
      const res = await app.inject({
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
      return { status: res.statusCode, body: res.json<unknown>() }
    } finally {
      await app.close()
    }
  }

  it('answers INSUFFICIENT_FUNDS when the balance falls short', async () => {
    expect(await betRefusedWith({ _tag: 'InsufficientFunds' })).toEqual({
      status: 409,
      body: { error: 'INSUFFICIENT_FUNDS', message: 'Insufficient balance.' },
    })
  })

  it('answers LIMIT_REACHED with the loss limit and when it resets, for the game to show', async () => {
    const resetsAt = new Date('2026-11-27T00:00:00Z')
    expect(await betRefusedWith({ _tag: 'LimitReached', kind: 'loss', period: 'day', limitCents: 500, resetsAt })).toEqual({
      status: 409,
      body: { error: 'LIMIT_REACHED', message: 'This would pass your daily loss limit of $5.00. It resets Fri, 27 Nov 2026, 00:00 UTC.' },
    })
  })

  it("answers AMOUNT_MISMATCH when the round's bet was booked with another amount", async () => {
    expect(await betRefusedWith({ _tag: 'KeyReusedWithOtherAmount' })).toEqual({
      status: 409,
      body: { error: 'AMOUNT_MISMATCH', message: 'This round was already booked with another amount.' },
    })
  })

  it('answers a bug for a refusal only a reversal can meet, so the provider rolls the bet back instead of taking it as refused', async () => {
    expect(await betRefusedWith({ _tag: 'UnknownMovement' })).toEqual({
      status: 500,
      body: { message: 'Something went wrong on our side. Please try again.' },
    })
  })
})
