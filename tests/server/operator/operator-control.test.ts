import { generateSync } from 'otplib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CommandError } from '../../../server/operations/command-line'
import { runOperatorCommand } from '../../../server/operator/operator-commands'
import { SIGN_IN_FAILED_MESSAGE } from '../../../server/operator/operator-sign-in.use-case'
import { ENGINES } from '../support/test-database'
import { ACCOUNT_LOCKED } from '../../../server/accounts/http/accounts.replies'
import { OPERATOR_PASSWORD, openOperatorHarness, type OperatorHarness } from './support/operator-harness'
import { printedOperator } from '../../shared/printed-operator'

const HOUR = 3_600_000

describe.each(ENGINES)('one-time passwords, locks and sessions of operators on %s', (engine) => {
  let h: OperatorHarness
  beforeAll(async () => {
    h = await openOperatorHarness(engine)
  })
  afterAll(() => h.close())

  const run = async (...args: string[]) => {
    const lines: string[] = []
    const { operators, audit } = h.graph.operator
    await runOperatorCommand(args, {
      db: h.db,
      operators,
      audit,
      hasher: h.graph.accounts.hasher,
      clock: h.clock,
      print: (l) => lines.push(l),
    })
    return lines.join('\n')
  }
  const codeOf = (secret: string) => {
    h.clock.advance(30_000)
    return generateSync({ secret, epoch: Math.floor(h.clock.now().getTime() / 1000) })
  }
  const signIn = (body: Record<string, unknown>) => h.post('/api/operator/login', null, body)
  let seq = 0
  const created = async (extra: string[] = []) => {
    seq += 1
    const email = `ctl${seq}${Date.now().toString(36)}@coinfall.test`
    const out = await run('create', '--email', email, ...extra)
    const { oneTimePassword: password, secret } = printedOperator(email, out)
    return { email, password, secret, out }
  }

  it('prints a one-time password that expires (24 hours by default), and issues a new one that ends the sessions', async () => {
    const op = await created()
    expect(op.out).toContain(`valid until ${new Date(h.clock.now().getTime() + 24 * HOUR).toISOString()}`)
    h.clock.advance(24 * HOUR)
    const late = await signIn({ email: op.email, password: op.password, code: codeOf(op.secret), new_password: OPERATOR_PASSWORD })
    expect(late.statusCode).toBe(401)
    expect(late.json()).toEqual({ message: SIGN_IN_FAILED_MESSAGE })

    const again = await run('reissue', '--email', op.email, '--expires-in-hours', '2')
    const fresh = /One-time password for \S+: (\S+)/.exec(again)![1]!
    expect(fresh).not.toBe(op.password)
    const ok = await signIn({ email: op.email, password: fresh, code: codeOf(op.secret), new_password: OPERATOR_PASSWORD })
    expect(ok.statusCode).toBe(200)
    const token = ok.json<{ token: string }>().token
    const auth = { headers: { 'x-requested-with': 'XMLHttpRequest', authorization: `Bearer ${token}` } }
    expect((await h.get('/api/operator/me', auth)).statusCode).toBe(200)
    // A reissue while signed in (a lost password, a leaked one): the old password and its sessions end.
    expect(await run('reissue', '--email', op.email)).toContain('1 session(s) ended')
    expect((await h.get('/api/operator/me', auth)).statusCode).toBe(401)
    expect((await signIn({ email: op.email, password: OPERATOR_PASSWORD, code: codeOf(op.secret) })).statusCode).toBe(401)
    const actions = await h.db
      .selectFrom('operator_audit_log')
      .select('action')
      .where('target_id', '=', String(ok.json<{ user: { id: number } }>().user.id))
      .where('via', '=', 'cli')
      .orderBy('id')
      .execute()
    expect(actions.map((a) => a.action)).toEqual(['operator.created', 'operator.password_reissued', 'operator.password_reissued'])
  })

  it('locks an operator from the command line (their sessions end, sign-in refused), unlocks, and signs them out everywhere', async () => {
    const target = await h.newOperator(['view_players'])
    expect((await h.get('/api/operator/me', target)).statusCode).toBe(200)
    expect(await run('lock', '--email', target.email, '--reason', 'left the company')).toContain('locked; 1 session(s) ended')
    expect((await h.get('/api/operator/me', target)).statusCode).toBe(401)
    const refused = await signIn({ email: target.email, password: OPERATOR_PASSWORD, code: codeOf(target.secret) })
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toEqual(ACCOUNT_LOCKED)
    await expect(run('lock', '--email', target.email, '--reason', 'again')).rejects.toThrow('locked already')
    await expect(run('lock', '--email', target.email)).rejects.toThrow(CommandError)
    await run('unlock', '--email', target.email, '--reason', 'came back')
    const back = await signIn({ email: target.email, password: OPERATOR_PASSWORD, code: codeOf(target.secret) })
    expect(back.statusCode).toBe(200)
    expect(await run('end-sessions', '--email', target.email, '--reason', 'laptop stolen')).toContain('1 session(s) ended')
    const token = back.json<{ token: string }>().token
    expect((await h.get('/api/operator/me', { headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401)
  })

  it('lets an operator with manage_operators lock, unlock and sign out another in the console, never themselves; others get 403', async () => {
    const admin = await h.newOperator(['manage_operators'])
    const target = await h.newOperator(['view_players'])
    const plain = await h.newOperator(['view_players'])
    const list = await h.get('/api/operator/operators', admin)
    expect(list.statusCode).toBe(200)
    expect(list.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: target.id, locked: false, one_time_password_expires_at: null })]),
    )
    expect((await h.get('/api/operator/operators', plain)).statusCode).toBe(403)
    expect((await h.post(`/api/operator/operators/${target.id}/lock`, plain, { reason: 'not mine to do' })).statusCode).toBe(403)
    expect((await h.post(`/api/operator/operators/${admin.id}/lock`, admin, { reason: 'oops myself' })).statusCode).toBe(409)

    const lock = await h.post(`/api/operator/operators/${target.id}/lock`, admin, { reason: 'suspicious approvals' })
    expect(lock.statusCode).toBe(200)
    expect(lock.json()).toEqual({ sessions_ended: 1 })
    expect((await h.get('/api/operator/me', target)).statusCode).toBe(401)
    expect((await h.post(`/api/operator/operators/${target.id}/lock`, admin, { reason: 'twice over' })).statusCode).toBe(409)
    expect((await h.post(`/api/operator/operators/${target.id}/unlock`, admin, { reason: 'cleared' })).statusCode).toBe(200)
    const ended = await h.post(`/api/operator/operators/${plain.id}/sessions/end`, admin, { reason: 'shared laptop' })
    expect(ended.json()).toEqual({ sessions_ended: 1 })
    expect((await h.get('/api/operator/me', plain)).statusCode).toBe(401)
    const audit = await h.db
      .selectFrom('operator_audit_log')
      .select(['action', 'operator_id', 'reason'])
      .where('operator_id', '=', admin.id)
      .where('action', 'in', ['operator.locked', 'operator.unlocked', 'operator.sessions_ended'])
      .orderBy('id')
      .execute()
    expect(audit.map((a) => [a.action, a.reason])).toEqual([
      ['operator.locked', 'suspicious approvals'],
      ['operator.unlocked', 'cleared'],
      ['operator.sessions_ended', 'shared laptop'],
    ])
  })
})
