import { generateSync } from 'otplib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CODE_MESSAGES, SIGN_IN_FAILED_MESSAGE } from '../../../server/operator/operator-sign-in.use-case'
import { OPERATOR_PASSWORD_MESSAGES } from '../../../server/operator/operator-password.rules'
import { newTotpSecret } from '../../../server/accounts/totp'
import { ENGINES } from '../support/test-database'
import { XHR } from '../support/test-app'
import { ONE_TIME_PASSWORD, OPERATOR_PASSWORD, openOperatorHarness, type OperatorHarness } from './support/operator-harness'

describe.each(ENGINES)('operator sign-in with a second factor on %s', (engine) => {
  let h: OperatorHarness
  beforeAll(async () => {
    h = await openOperatorHarness(engine)
  })
  afterAll(() => h.close())

  const made = async () => {
    const secret = newTotpSecret()
    const email = `fresh${Math.random().toString(36).slice(2, 10)}@coinfall.test`
    const passwordHash = await h.graph.accounts.hasher.hash(ONE_TIME_PASSWORD)
    const { id } = await h.graph.operator.operators.create(h.db, {
      name: 'Fresh Ops',
      username: email.split('@')[0]!,
      email,
      passwordHash,
      totpSecret: secret,
      permissions: ['view_players'],
    })
    return { id, email, secret }
  }
  const signIn = (body: Record<string, unknown>) => h.post('/api/operator/login', null, body)

  it('asks for the code, then for a password of their own while the one-time one is in use; the code is not spent on that', async () => {
    const op = await made()
    const noCode = await signIn({ email: op.email, password: ONE_TIME_PASSWORD })
    expect(noCode.statusCode).toBe(422)
    expect(noCode.json()).toEqual({ message: CODE_MESSAGES.missing, errors: { code: [CODE_MESSAGES.missing] } })
    const code = h.nextCode(op.secret)
    const noNewPassword = await signIn({ email: op.email, password: ONE_TIME_PASSWORD, code })
    expect(noNewPassword.statusCode).toBe(422)
    expect(noNewPassword.json()).toMatchObject({ errors: { new_password: [OPERATOR_PASSWORD_MESSAGES.required] } })
    const weak = await signIn({ email: op.email, password: ONE_TIME_PASSWORD, code, new_password: 'short1' })
    expect(weak.json()).toMatchObject({ errors: { new_password: [OPERATOR_PASSWORD_MESSAGES.weak] } })
    const ok = await signIn({ email: op.email, password: ONE_TIME_PASSWORD, code, new_password: OPERATOR_PASSWORD })
    expect(ok.statusCode).toBe(200)
    expect(ok.json()).toMatchObject({ token: expect.any(String), user: { id: op.id, roles: ['operator'], permissions: ['view_players'] } })
    // The one-time password worked once.
    const again = await signIn({ email: op.email, password: ONE_TIME_PASSWORD, code: h.nextCode(op.secret) })
    expect(again.statusCode).toBe(401)
  })

  it('refuses a code used once, even within its window, and a wrong code, with clear messages', async () => {
    const op = await made()
    const code = h.nextCode(op.secret)
    const first = await signIn({ email: op.email, password: ONE_TIME_PASSWORD, code, new_password: OPERATOR_PASSWORD })
    expect(first.statusCode).toBe(200)
    const replay = await signIn({ email: op.email, password: OPERATOR_PASSWORD, code })
    expect(replay.statusCode).toBe(401)
    expect(replay.json()).toEqual({ message: SIGN_IN_FAILED_MESSAGE })
    const wrongCode = String((Number(h.nextCode(op.secret)) + 1) % 1_000_000).padStart(6, '0')
    const wrong = await signIn({ email: op.email, password: OPERATOR_PASSWORD, code: wrongCode })
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json()).toEqual({ message: SIGN_IN_FAILED_MESSAGE })
  })

  it('answers every sign-in that is not right yet alike, and audits each failure', async () => {
    const op = await made()
    const wrongCode = (secret: string) => String((Number(h.nextCode(secret)) + 1) % 1_000_000).padStart(6, '0')
    const answers = [
      // The one-time password right, the code wrong, no new password: the password must not show.
      await signIn({ email: op.email, password: ONE_TIME_PASSWORD, code: wrongCode(op.secret) }),
      await signIn({ email: op.email, password: ONE_TIME_PASSWORD, code: wrongCode(op.secret), new_password: OPERATOR_PASSWORD }),
      await signIn({ email: op.email, password: 'not-the-Password-9', code: h.nextCode(op.secret) }),
      await signIn({ email: op.email, password: 'not-the-Password-9', code: wrongCode(op.secret) }),
      await signIn({ email: 'nobody-here@coinfall.test', password: 'whatever-Pass-1', code: '123456' }),
    ]
    for (const answer of answers) {
      expect(answer.statusCode).toBe(401)
      expect(answer.json()).toEqual({ message: SIGN_IN_FAILED_MESSAGE })
    }
    const audited = await h.db
      .selectFrom('operator_audit_log')
      .select(['operator_id', 'reason', 'after', 'address'])
      .where('action', '=', 'operator.sign_in_failed')
      .where((eb) => eb.or([eb('operator_id', '=', op.id), eb('target_id', 'is', null)]))
      .orderBy('id')
      .execute()
    const own = audited.filter((a) => a.operator_id !== null && Number(a.operator_id) === op.id)
    expect(own.map((a) => a.reason)).toEqual(['wrong code', 'wrong code', 'wrong password', 'wrong password'])
    expect(audited.some((a) => a.operator_id === null && JSON.stringify(a.after).includes('nobody-here@coinfall.test'))).toBe(true)
    // Both right at last: now it may say what is missing.
    const needsNew = await signIn({ email: op.email, password: ONE_TIME_PASSWORD, code: h.nextCode(op.secret) })
    expect(needsNew.statusCode).toBe(422)
  })

  it('lets an operator in from the browser they signed in on while guessers have locked the account (device cookie)', async () => {
    const op = await made()
    const first = await signIn({
      email: op.email,
      password: ONE_TIME_PASSWORD,
      code: h.nextCode(op.secret),
      new_password: OPERATOR_PASSWORD,
    })
    const line = String(first.headers['set-cookie'])
    expect(line).toMatch(/^coinfall_operator_device=[A-Za-z0-9_-]{43};.*HttpOnly/)
    const cookie = line.split(';')[0]!
    for (let i = 0; i < 12; i += 1) await signIn({ email: op.email, password: 'guess-Password-1', code: '000000' })
    expect((await signIn({ email: op.email, password: OPERATOR_PASSWORD, code: h.nextCode(op.secret) })).statusCode).toBe(429)
    // A player's device cookie is no operator's.
    const asPlayerCookie = await h.app.inject({
      method: 'POST',
      url: '/api/operator/login',
      headers: { ...XHR, cookie: cookie.replace('coinfall_operator_device', 'coinfall_device') },
      payload: { email: op.email, password: OPERATOR_PASSWORD, code: h.nextCode(op.secret) },
    })
    expect(asPlayerCookie.statusCode).toBe(429)
    const own = await h.app.inject({
      method: 'POST',
      url: '/api/operator/login',
      headers: { ...XHR, cookie },
      payload: { email: op.email, password: OPERATOR_PASSWORD, code: h.nextCode(op.secret) },
    })
    expect(own.statusCode).toBe(200)
  })

  it('lets a one-time password sign in only until it expires', async () => {
    const op = await made()
    await h.db
      .updateTable('operator_accounts')
      .set({ temporary_password_expires_at: new Date(h.clock.now().getTime() + 60_000) })
      .where('user_id', '=', op.id)
      .execute()
    // nextCode moves the clock a step: three steps later the minute is over.
    h.clock.advance(60_000)
    const late = await signIn({
      email: op.email,
      password: ONE_TIME_PASSWORD,
      code: h.nextCode(op.secret),
      new_password: OPERATOR_PASSWORD,
    })
    expect(late.statusCode).toBe(401)
    expect(late.json()).toEqual({ message: SIGN_IN_FAILED_MESSAGE })
  })

  it('takes a code one step either side of now, not two', async () => {
    const op = await made()
    h.clock.advance(30_000)
    const at = (offsetSteps: number) =>
      generateSync({ secret: op.secret, epoch: Math.floor(h.clock.now().getTime() / 1000) + offsetSteps * 30 })
    const twoBehind = await signIn({ email: op.email, password: ONE_TIME_PASSWORD, code: at(-2), new_password: OPERATOR_PASSWORD })
    expect(twoBehind.statusCode).toBe(401)
    const oneBehind = await signIn({ email: op.email, password: ONE_TIME_PASSWORD, code: at(-1), new_password: OPERATOR_PASSWORD })
    expect(oneBehind.statusCode).toBe(200)
    const oneAhead = await signIn({ email: op.email, password: OPERATOR_PASSWORD, code: at(1) })
    expect(oneAhead.statusCode).toBe(200)
    // The step ahead is taken: now's code (an earlier step) is refused as used.
    expect((await signIn({ email: op.email, password: OPERATOR_PASSWORD, code: at(0) })).statusCode).toBe(401)
  })

  it('lets one of three sign-ins racing with the same code through, never more', async () => {
    const op = await made()
    const code = h.nextCode(op.secret)
    await signIn({ email: op.email, password: ONE_TIME_PASSWORD, code, new_password: OPERATOR_PASSWORD })
    for (let round = 0; round < 5; round++) {
      const racing = h.nextCode(op.secret)
      const answers = await Promise.all([1, 2, 3].map(() => signIn({ email: op.email, password: OPERATOR_PASSWORD, code: racing })))
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401, 401])
    }
  })

  it('answers a wrong password and an unknown operator alike; a player cannot sign in here, nor an operator at the player login', async () => {
    const op = await made()
    const wrong = await signIn({ email: op.email, password: 'not-the-Password-9', code: h.nextCode(op.secret) })
    const unknown = await signIn({ email: 'nobody@coinfall.test', password: 'whatever-1', code: '123456' })
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401])
    expect(wrong.json()).toEqual(unknown.json())
    const playerLogin = await h.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: XHR,
      payload: { email: op.email, password: ONE_TIME_PASSWORD },
    })
    expect(playerLogin.statusCode).toBe(401)
  })

  it('holds a guesser back like the player login does (429 with Retry-After), wrong codes counted', async () => {
    const op = await made()
    let last = await signIn({ email: op.email, password: ONE_TIME_PASSWORD, code: '000000', new_password: OPERATOR_PASSWORD })
    for (let i = 0; i < 12 && last.statusCode !== 429; i++) {
      last = await signIn({ email: op.email, password: ONE_TIME_PASSWORD, code: '000000', new_password: OPERATOR_PASSWORD })
    }
    expect(last.statusCode).toBe(429)
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0)
  })

  it('issues a token that opens the operator routes and no player route; signing out ends it', async () => {
    const op = await h.newOperator(['view_players'])
    const me = await h.get('/api/operator/me', op)
    expect(me.statusCode).toBe(200)
    expect(me.json()).toMatchObject({ id: op.id, permissions: ['view_players'] })
    expect((await h.get('/api/wallet-balance', op)).statusCode).toBe(401)
    expect((await h.post('/api/operator/logout', op, {})).statusCode).toBe(200)
    expect((await h.get('/api/operator/me', op)).statusCode).toBe(401)
    const audit = await h.db.selectFrom('operator_audit_log').select('action').where('operator_id', '=', op.id).orderBy('id').execute()
    expect(audit.map((a) => a.action)).toEqual(['operator.signed_in', 'operator.signed_out'])
  })
})
