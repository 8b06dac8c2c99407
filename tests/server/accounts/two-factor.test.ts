import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { generateSync } from 'otplib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { kyselyLedger } from '../../../server/ledger/kysely-ledger.adapter'
import { TWO_FACTOR_MESSAGES } from '../../../src/core/auth/two-factor.rules'
import { sandboxPayments } from '../payments/support/payments-harness'
import { buildTestApp, XHR } from '../support/test-app'
import { offsetOf, Tally, together } from '../support/race'
import { ENGINES, openTestDatabase, type TestDatabase } from '../support/test-database'
import { cheapAccountsConfig, get, manualClock, post, registerPlayer, type Registered } from './support/accounts-test-app'

const STEP_MS = 30_000
const FAILED = { message: TWO_FACTOR_MESSAGES.signInFailed }
const LIMITS = {
  windowMs: 3_600_000,
  limits: {
    registration: { perAddress: 1000 },
    deposit: { perPlayer: 100, perAddress: 1000 },
    withdrawal: { perPlayer: 100, perAddress: 1000 },
    supportMessage: { perPlayer: 100, perAddress: 1000 },
    playBreak: { perPlayer: 100, perAddress: 1000 },
    twoFactor: { perPlayer: 100, perAddress: 1000 },
    signInCode: { perAddress: 1000 },
    accountSession: { perPlayer: 100, perAddress: 1000 },
    streamTicket: { perPlayer: 100, perAddress: 1000 },
  },
}

/**
 * Players' two-factor sign-in (issue 22): enrol with a first code, ten recovery codes shown once,
 * sign-in's code step (previous and next step accepted, a used code refused, a recovery code once,
 * a wrong password and a wrong code answered alike, each guess counted by the login throttle),
 * turning it off, and a withdrawal that asks for a fresh code.
 */
describe.each(ENGINES)('two-factor sign-in on %s', (engine) => {
  let database: TestDatabase
  let app: FastifyInstance
  const time = manualClock(new Date())
  // Codes are made for the server's clock, in steps, so each test moves on to steps nobody used.
  const codeAt = (secret: string, offsetSteps = 0) =>
    generateSync({ secret, epoch: Math.floor(time.clock.now().getTime() / 1000) + offsetSteps * 30 })

  beforeAll(async () => {
    database = await openTestDatabase(engine)
    app = await buildTestApp(database.db, {
      config: { rateLimits: LIMITS, payments: sandboxPayments() },
      ports: {
        Clock: time.clock,
        AccountsConfig: cheapAccountsConfig({
          throttle: { ...cheapAccountsConfig().throttle, maxFailuresPerPair: 3, maxFailuresPerAccount: 3 },
          twoFactorKey: 'a-test-key-for-sealing-totp-secrets-at-rest',
        }),
      },
    })
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  /** A new player with two-factor sign-in on: their secret and recovery codes. */
  const enrolled = async () => {
    const player = await registerPlayer(app)
    const begun = await post(app, '/api/two-factor/enrolment', {}, player.token)
    expect(begun.statusCode).toBe(200)
    const { secret, uri } = begun.json<{ secret: string; uri: string }>()
    expect(uri).toContain(`secret=${secret}`)
    expect(uri).toMatch(/^otpauth:\/\/totp\/Coinfall:/)
    const confirmed = await post(app, '/api/two-factor/confirmation', { code: codeAt(secret), password: player.password }, player.token)
    expect(confirmed.statusCode).toBe(200)
    const { recovery_codes: recoveryCodes } = confirmed.json<{ recovery_codes: string[] }>()
    time.advance(STEP_MS)
    return { player, secret, recoveryCodes }
  }
  const passwordStep = (player: Registered, password = player.password) => post(app, '/api/login', { email: player.user.email, password })
  const codeStep = (challenge: string, code: string) => post(app, '/api/login/code', { challenge, code })
  const challengeOf = (res: LightMyRequestResponse) => res.json<{ challenge: string }>().challenge
  const signIn = async (player: Registered, code: string, password = player.password) =>
    codeStep(challengeOf(await passwordStep(player, password)), code)

  it('enrols: the secret until the first code, then ten recovery codes once, and never the secret again', async () => {
    const player = await registerPlayer(app)
    expect((await get(app, '/api/two-factor', player.token)).json()).toEqual({ on: false, recovery_codes_left: 0 })
    const { secret } = (await post(app, '/api/two-factor/enrolment', {}, player.token)).json<{ secret: string }>()
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    const wrong = await post(app, '/api/two-factor/confirmation', { code: codeAt(secret, 3), password: player.password }, player.token)
    expect(wrong.statusCode).toBe(422)
    expect(wrong.json().errors.code).toEqual([TWO_FACTOR_MESSAGES.codeWrong])
    expect((await get(app, '/api/two-factor', player.token)).json()).toEqual({ on: false, recovery_codes_left: 0 })

    // A stolen session without the password cannot turn it on (and lock its player out).
    const noPassword = await post(app, '/api/two-factor/confirmation', { code: codeAt(secret), password: 'not-it-1' }, player.token)
    expect(noPassword.statusCode).toBe(422)
    expect(noPassword.json().errors).toEqual({ password: ['The password is not right.'] })
    expect((await get(app, '/api/two-factor', player.token)).json()).toEqual({ on: false, recovery_codes_left: 0 })

    const confirmed = await post(app, '/api/two-factor/confirmation', { code: codeAt(secret), password: player.password }, player.token)
    expect(confirmed.statusCode).toBe(200)
    const codes = confirmed.json<{ recovery_codes: string[] }>().recovery_codes
    expect(codes).toHaveLength(10)
    expect(new Set(codes).size).toBe(10)
    for (const c of codes) expect(c).toMatch(/^[0-9a-hjkmnp-tv-z]{4}-[0-9a-hjkmnp-tv-z]{4}-[0-9a-hjkmnp-tv-z]{4}$/)
    expect((await get(app, '/api/two-factor', player.token)).json()).toEqual({ on: true, recovery_codes_left: 10 })

    // Stored hashed (the codes) and sealed (the secret), and the secret is not handed out again.
    const row = await database.db
      .selectFrom('two_factor_secrets')
      .select('secret')
      .where('user_id', '=', player.user.id)
      .executeTakeFirstOrThrow()
    expect(row.secret).not.toContain(secret)
    expect(row.secret).toMatch(/^aes256gcm:/)
    const stored = await database.db
      .selectFrom('two_factor_recovery_codes')
      .select('code_hash')
      .where('user_id', '=', player.user.id)
      .execute()
    expect(stored.map((r) => r.code_hash)).not.toContain(codes[0]?.replace(/-/g, ''))
    expect((await post(app, '/api/two-factor/enrolment', {}, player.token)).statusCode).toBe(409)
    expect(
      (await post(app, '/api/two-factor/confirmation', { code: codeAt(secret), password: player.password }, player.token)).statusCode,
    ).toBe(409)
    expect((await get(app, '/api/two-factor', player.token)).body).not.toContain(secret)
  })

  it('asks for the code after the password, answering a wrong password exactly as a right one', async () => {
    const { player, secret } = await enrolled()
    const right = await passwordStep(player)
    const wrong = await passwordStep(player, 'not-it-1')
    expect([right.statusCode, wrong.statusCode]).toEqual([200, 200])
    expect(Object.keys(right.json())).toEqual(['code_needed', 'challenge'])
    expect(Object.keys(wrong.json())).toEqual(['code_needed', 'challenge'])
    expect(right.headers['set-cookie']).toBeUndefined()

    // A wrong password with the right code, and a right password with a wrong code: one answer.
    const wrongPassword = await codeStep(challengeOf(wrong), codeAt(secret))
    expect(wrongPassword.statusCode).toBe(401)
    expect(wrongPassword.json()).toEqual(FAILED)
    const wrongCode = await codeStep(challengeOf(right), codeAt(secret, 5))
    expect(wrongCode.statusCode).toBe(401)
    expect(wrongCode.json()).toEqual(FAILED)
    // The step answers once, right code or not.
    expect((await codeStep(challengeOf(right), codeAt(secret))).json()).toEqual(FAILED)

    const signedIn = await signIn(player, codeAt(secret))
    expect(signedIn.statusCode).toBe(200)
    expect(signedIn.json().user.id).toBe(player.user.id)
    expect((await get(app, '/api/get-profile', signedIn.json().token)).statusCode).toBe(200)
  })

  it('takes the code of the step before and after, refuses one two steps off, and refuses a code used once', async () => {
    const { player, secret } = await enrolled()
    // Two steps past the confirming code, so the step before now is one nobody used.
    time.advance(STEP_MS)
    expect((await signIn(player, codeAt(secret, -2))).statusCode).toBe(401)
    expect((await signIn(player, codeAt(secret, 2))).statusCode).toBe(401)
    expect((await signIn(player, codeAt(secret, -1))).statusCode).toBe(200)
    const used = codeAt(secret, 1)
    expect((await signIn(player, used)).statusCode).toBe(200)
    expect((await signIn(player, used)).json()).toEqual(FAILED)
    // The step before is older than the one just taken: refused as well.
    expect((await signIn(player, codeAt(secret))).statusCode).toBe(401)
    time.advance(2 * STEP_MS)
    expect((await signIn(player, codeAt(secret))).statusCode).toBe(200)
  })

  it('lets only one of two sign-ins racing with one code through', async () => {
    const { player, secret } = await enrolled()
    const code = codeAt(secret)
    const [a, b] = await Promise.all([passwordStep(player), passwordStep(player)])
    const answers = await Promise.all([codeStep(challengeOf(a), code), codeStep(challengeOf(b), code)])
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 401])
  })

  it('takes a recovery code once, in any case and spacing', async () => {
    const { player, recoveryCodes } = await enrolled()
    const [first] = recoveryCodes
    if (first === undefined) throw new Error('no recovery code')
    const typed = ` ${first.toUpperCase().replace(/-/g, ' ')} `
    expect((await signIn(player, typed)).statusCode).toBe(200)
    expect((await signIn(player, first)).json()).toEqual(FAILED)
    expect((await get(app, '/api/two-factor', player.token)).json()).toEqual({ on: true, recovery_codes_left: 9 })
  })

  it('refuses a step that expired, and a made-up one', async () => {
    const { player, secret } = await enrolled()
    const challenge = challengeOf(await passwordStep(player))
    time.advance(5 * 60_000 + 1)
    expect((await codeStep(challenge, codeAt(secret))).json()).toEqual(FAILED)
    expect((await codeStep('x'.repeat(43), codeAt(secret))).json()).toEqual(FAILED)
    const malformed = await codeStep(challengeOf(await passwordStep(player)), 'abc')
    expect(malformed.statusCode).toBe(422)
  })

  it('counts each code guess against the account: past the limit even the right password and code wait', async () => {
    const { player, secret } = await enrolled()
    for (let i = 0; i < 3; i += 1) expect((await signIn(player, codeAt(secret, 7))).statusCode).toBe(401)
    const throttled = await passwordStep(player)
    expect(throttled.statusCode).toBe(429)
    expect(throttled.headers['retry-after']).toBeDefined()
    time.advance(20 * 60_000)
    expect((await signIn(player, codeAt(secret))).statusCode).toBe(200)
  })

  it('hands a new browser its device cookie only after the code, and a known one signs in apart from strangers', async () => {
    const { player, secret } = await enrolled()
    const first = await signIn(player, codeAt(secret))
    const cookie = String(first.headers['set-cookie'] ?? '')
    expect(cookie).toMatch(/^coinfall_device=/)
    time.advance(STEP_MS)
    // Strangers (no device cookie) use up the account's count...
    for (let i = 0; i < 3; i += 1) expect((await passwordStep(player, 'not-it-1')).statusCode).toBe(200)
    expect((await passwordStep(player)).statusCode).toBe(429)
    // ...and the known device still gets through, with both factors.
    const withCookie = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { ...XHR, cookie: cookie.split(';')[0] ?? '' },
      payload: { email: player.user.email, password: player.password },
    })
    expect(withCookie.statusCode).toBe(200)
    const done = await codeStep(challengeOf(withCookie), codeAt(secret))
    expect(done.statusCode).toBe(200)
    expect(done.headers['set-cookie']).toBeUndefined()
    time.advance(20 * 60_000)
  })

  it('turns off only with the password and a code, without spending the code on a wrong password', async () => {
    const { player, secret, recoveryCodes } = await enrolled()
    const off = (password: string, code: string) => post(app, '/api/two-factor/removal', { password, code }, player.token)
    const code = codeAt(secret)
    expect((await off('not-it-1', code)).json()).toEqual({ message: TWO_FACTOR_MESSAGES.passwordWrong })
    expect((await off(player.password, codeAt(secret, 4))).statusCode).toBe(401)
    expect((await off(player.password, code)).statusCode).toBe(200)
    expect((await get(app, '/api/two-factor', player.token)).json()).toEqual({ on: false, recovery_codes_left: 0 })
    // Off: the password alone signs in again, and the old recovery codes are gone.
    const plain = await passwordStep(player)
    expect(plain.json().token).toEqual(expect.any(String))
    expect(await database.db.selectFrom('two_factor_recovery_codes').select('id').where('user_id', '=', player.user.id).execute()).toEqual(
      [],
    )
    expect(recoveryCodes).toHaveLength(10)
  })

  it('turns off with a recovery code too', async () => {
    const { player, recoveryCodes } = await enrolled()
    const res = await post(app, '/api/two-factor/removal', { password: player.password, code: recoveryCodes[3] ?? '' }, player.token)
    expect(res.statusCode).toBe(200)
  })

  it('refuses a withdrawal without a fresh code while two-factor sign-in is on, and moves nothing', async () => {
    const { player, secret } = await enrolled()
    await kyselyLedger(database.db).creditDeposit({ userId: player.user.id, amountCents: 5000, idempotencyKey: `t2f:${player.user.id}` })()
    const withdraw = (code?: string) =>
      post(
        app,
        '/api/withdraw',
        {
          currency: 'USD',
          amount: '10.00',
          payment_method: 'speed',
          invoice: 'ana@wallet.example',
          ...(code === undefined ? {} : { code }),
        },
        player.token,
      )
    const none = await withdraw()
    expect(none.statusCode).toBe(422)
    expect(none.json().errors).toEqual({ code: [TWO_FACTOR_MESSAGES.codeMissing] })
    const wrong = await withdraw(codeAt(secret, 3))
    expect(wrong.json().errors).toEqual({ code: [TWO_FACTOR_MESSAGES.codeWrong] })
    expect((await kyselyLedger(database.db).balances(player.user.id)).withdrawableCents).toBe(5000)

    const code = codeAt(secret)
    const paid = await withdraw(code)
    expect(paid.statusCode).toBe(200)
    expect(paid.json().status).toBe('PENDING')
    // The same code again is a replay.
    expect((await withdraw(code)).json().errors).toEqual({ code: [TWO_FACTOR_MESSAGES.codeWrong] })
    expect((await kyselyLedger(database.db).balances(player.user.id)).withdrawableCents).toBe(4000)
  })

  it('asks a forfeit before spending the code, so the confirmed request brings the same code', async () => {
    const { player, secret } = await enrolled()
    const ledger = kyselyLedger(database.db)
    await ledger.creditDeposit({ userId: player.user.id, amountCents: 5000, idempotencyKey: `t2f:${player.user.id}` })()
    await database.db.transaction().execute((trx) => ledger.within(trx).grantJoinBonus(player.user.id))
    const code = codeAt(secret)
    const body = { currency: 'USD', amount: '10.00', payment_method: 'speed', invoice: 'ana@wallet.example', code }
    const asked = await post(app, '/api/withdraw', body, player.token)
    expect(asked.statusCode).toBe(409)
    const forfeit = Number(asked.json().errors.confirm_forfeit_cents[0])
    const confirmed = await post(app, '/api/withdraw', { ...body, confirm_forfeit_cents: forfeit }, player.token)
    expect(confirmed.statusCode).toBe(200)
    expect((await post(app, '/api/withdraw', body, player.token)).json().errors).toEqual({ code: [TWO_FACTOR_MESSAGES.codeWrong] })
  })

  it('lets one of two withdrawals racing with one code through, at every interleaving, debiting once', async () => {
    const { player, secret } = await enrolled()
    const ledger = kyselyLedger(database.db)
    await ledger.creditDeposit({ userId: player.user.id, amountCents: 20_000, idempotencyKey: `t2f-race:${player.user.id}` })()
    const tally = new Tally()
    const pairs = 9
    for (let pair = 0; pair < pairs; pair += 1) {
      time.advance(STEP_MS)
      const body = { currency: 'USD', amount: '5.00', payment_method: 'speed', invoice: 'ana@wallet.example', code: codeAt(secret) }
      const answers = await together(
        offsetOf(pair),
        () => post(app, '/api/withdraw', body, player.token),
        () => post(app, '/api/withdraw', body, player.token),
      )
      const statuses = answers.map((r) => r.statusCode).sort()
      if (statuses.join() !== '200,422') tally.add('not exactly one through', pair, statuses.join())
    }
    expect(tally.report()).toEqual({ details: [] })
    expect((await ledger.balances(player.user.id)).withdrawableCents).toBe(20_000 - pairs * 500)
  })

  it('says a lock only to whoever got the password and the code right', async () => {
    const { player, secret } = await enrolled()
    await database.db.updateTable('users').set({ locked_at: new Date(), lock_reason: 'test' }).where('id', '=', player.user.id).execute()
    expect((await signIn(player, codeAt(secret), 'not-it-1')).json()).toEqual(FAILED)
    expect((await signIn(player, codeAt(secret, 3))).json()).toEqual(FAILED)
    const locked = await signIn(player, codeAt(secret))
    expect(locked.statusCode).toBe(403)
  })

  it('asks nothing more of a player without two-factor sign-in', async () => {
    const player = await registerPlayer(app)
    expect((await passwordStep(player)).json().token).toEqual(expect.any(String))
    expect((await post(app, '/api/two-factor/removal', { password: player.password, code: '123456' }, player.token)).statusCode).toBe(401)
  })

  it('is only for a signed-in player', async () => {
    expect((await get(app, '/api/two-factor')).statusCode).toBe(401)
    expect((await post(app, '/api/two-factor/enrolment', {})).statusCode).toBe(401)
    expect((await post(app, '/api/two-factor/confirmation', { code: '123456', password: 'x' })).statusCode).toBe(401)
    expect((await post(app, '/api/two-factor/removal', { password: 'x', code: '123456' })).statusCode).toBe(401)
  })
})
