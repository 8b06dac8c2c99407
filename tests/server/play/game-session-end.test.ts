import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENGINES } from '../support/test-database'
import { XHR } from '../support/test-app'
import { openGamesHarness, type GamesHarness } from './support/games-harness'
import { launchForWallet, signedWalletCall } from './support/signed-wallet'
import { SIGN_UP_PASSWORD, signedUpOnTwoDevices, type TestPlayer } from './support/players'

const PASSWORD = SIGN_UP_PASSWORD

/**
 * A game session lives no longer than the login that launched it: logging out ends it, a
 * password change ends every game session of the player. An ended session takes no new bet, but
 * what it owes (a win, a rollback) is still paid.
 */
describe.each(ENGINES)('game sessions after logout and password change on %s', (engine) => {
  let h: GamesHarness
  let call: ReturnType<typeof signedWalletCall>
  beforeAll(async () => {
    h = await openGamesHarness(engine)
    call = signedWalletCall(h)
  })
  afterAll(() => h.close())

  const signUp = () => signedUpOnTwoDevices(h)
  const post = (url: string, player: TestPlayer, payload: object = {}) =>
    h.casino.inject({ method: 'POST', url, headers: { ...XHR, authorization: `Bearer ${player.token}` }, payload })
  const bet = (sessionToken: string, roundId = randomUUID()) => call('bet', { sessionToken, roundId, amountCents: 100 })

  const expectEnded = async (sessionToken: string) => {
    const late = await bet(sessionToken)
    expect(late.statusCode).toBe(410)
    expect(late.json()).toMatchObject({ error: 'SESSION_EXPIRED' })
  }

  it('refuses a bet after the player logs out, and still refunds and pays what the session owes', async () => {
    const { first } = await signUp()
    const sessionToken = await launchForWallet(h, first)
    const [toRefund, toPay] = [randomUUID(), randomUUID()]
    expect((await bet(sessionToken, toRefund)).json()).toEqual({ balanceCents: 900, replayed: false })
    expect((await bet(sessionToken, toPay)).json()).toEqual({ balanceCents: 800, replayed: false })
    expect((await post('/api/logout', first)).statusCode).toBe(200)
    await expectEnded(sessionToken)
    expect((await call('rollback', { sessionToken, roundId: toRefund })).json()).toEqual({ balanceCents: 900, replayed: false })
    expect((await call('win', { sessionToken, roundId: toPay, amountCents: 300 })).json()).toEqual({ balanceCents: 1200, replayed: false })
  })

  it('ends only the games of the login that logged out: a game launched from another device plays on', async () => {
    const { first, second } = await signUp()
    const here = await launchForWallet(h, first)
    const elsewhere = await launchForWallet(h, second)
    expect((await post('/api/logout', first)).statusCode).toBe(200)
    await expectEnded(here)
    expect((await bet(elsewhere)).statusCode).toBe(200)
  })

  it('ends every game session of the player on a password change, this device included; owed rollbacks still refund', async () => {
    const { first, second } = await signUp()
    const here = await launchForWallet(h, first)
    const elsewhere = await launchForWallet(h, second)
    const toRefund = randomUUID()
    expect((await bet(elsewhere, toRefund)).statusCode).toBe(200)
    const changed = await post('/api/update-password', first, {
      current_password: PASSWORD,
      new_password: 'brand-new-1',
      new_password_confirmation: 'brand-new-1',
    })
    expect(changed.statusCode).toBe(200)
    await expectEnded(here)
    await expectEnded(elsewhere)
    expect((await call('rollback', { sessionToken: elsewhere, roundId: toRefund })).json()).toEqual({ balanceCents: 1000, replayed: false })
    // The login that changed the password stays signed in and may launch again.
    expect((await bet(await launchForWallet(h, first))).statusCode).toBe(200)
  })
})
