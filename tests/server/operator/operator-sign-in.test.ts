import { generateSync } from 'otplib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CODE_MESSAGES } from '../../../server/operator/operator-sign-in.use-case'
import { OPERATOR_PASSWORD_MESSAGES } from '../../../server/operator/operator-password.rules'
import { newTotpSecret } from '../../../server/operator/operator-totp'
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
    expect(replay.json()).toEqual({ message: CODE_MESSAGES.reused, errors: { code: [CODE_MESSAGES.reused] } })
    const wrongCode = String((Number(h.nextCode(op.secret)) + 1) % 1_000_000).padStart(6, '0')
    const wrong = await signIn({ email: op.email, password: OPERATOR_PASSWORD, code: wrongCode })
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json()).toEqual({ message: CODE_MESSAGES.wrong, errors: { code: [CODE_MESSAGES.wrong] } })
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
