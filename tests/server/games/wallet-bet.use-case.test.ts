import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CasinoGameRounds } from '../../../server/games/casino-game-rounds'
import type { CasinoGameSessions } from '../../../server/games/casino-game-sessions'
import { makeWalletBet } from '../../../server/games/seamless-wallet/wallet-bet.use-case'
import type { Ledger, LedgerRefusal } from '../../../server/ledger/ledger.port'
import { ENGINES, openTestDatabase, type TestDatabase } from '../support/test-database'

const session = { id: 'session-1', userId: 7, gameId: 'cf-slots-myth', ended: false }
const sessions = { byToken: async () => session } as unknown as CasinoGameSessions
const rounds: CasinoGameRounds = {
  lock: async (_trx, roundId) => ({ roundId, sessionId: session.id, betCents: 100, winCents: 0, status: 'open' }),
  settle: async () => undefined,
}
const bet = { sessionToken: 'token', roundId: 'round-1', amountCents: 100 }

/** A ledger whose bet is refused with `refusal`, inside the wallet call's transaction. */
const refusingLedger = (refusal: LedgerRefusal) =>
  ({ within: () => ({ placeBet: async () => ({ ok: false, refusal }) }) }) as unknown as Ledger

describe.each(ENGINES)('the wallet bet, refused by the ledger, on %s', (engine) => {
  let t: TestDatabase
  beforeAll(async () => {
    t = await openTestDatabase(engine)
  })
  afterAll(() => t.close())

  const placeRefused = (refusal: LedgerRefusal) => makeWalletBet({ db: t.db, ledger: refusingLedger(refusal), sessions, rounds })(bet)

  it('answers INSUFFICIENT_FUNDS when the balance falls short', async () => {
    expect(await placeRefused({ _tag: 'InsufficientFunds' })).toEqual({ ok: false, code: 'INSUFFICIENT_FUNDS' })
  })

  it("answers AMOUNT_MISMATCH when the round's bet was booked with another amount", async () => {
    expect(await placeRefused({ _tag: 'KeyReusedWithOtherAmount' })).toEqual({ ok: false, code: 'AMOUNT_MISMATCH' })
  })

  it('throws on a refusal only a reversal can meet: a bug, not an answer to pass off as another', async () => {
    await expect(placeRefused({ _tag: 'UnknownMovement' })).rejects.toThrow('UnknownMovement')
  })
})
