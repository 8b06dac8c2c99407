import { generateSync } from 'otplib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CommandError } from '../../../server/operations/command-line'
import { runOperatorCommand } from '../../../server/operator/operator-commands'
import { ENGINES } from '../support/test-database'
import { openOperatorHarness, type OperatorHarness } from './support/operator-harness'
import { printedOperator } from '../../shared/printed-operator'

describe.each(ENGINES)('npm run operator on %s', (engine) => {
  let h: OperatorHarness
  beforeAll(async () => {
    h = await openOperatorHarness(engine)
  })
  afterAll(() => h.close())

  const run = async (...args: string[]) => {
    const lines: string[] = []
    const { operators, audit } = h.graph.operator
    await runOperatorCommand(args, { db: h.db, operators, audit, hasher: h.graph.accounts.hasher, print: (l) => lines.push(l) })
    return lines.join('\n')
  }

  it('creates an operator who signs in with the printed one-time password and TOTP enrolment, and grants and revokes', async () => {
    const out = await run('create', '--email', 'Cli.Ops@Coinfall.test', '--grant', 'view_players')
    const { oneTimePassword: password, secret } = printedOperator('cli.ops@coinfall.test', out)
    expect(out).toMatch(/otpauth:\/\/totp\/Coinfall%20Operator:cli\.ops%40coinfall\.test\?secret=[A-Z2-7]+&issuer=Coinfall%20Operator/)
    h.clock.advance(30_000)
    const code = generateSync({ secret, epoch: Math.floor(h.clock.now().getTime() / 1000) })
    const res = await h.post('/api/operator/login', null, {
      email: 'cli.ops@coinfall.test',
      password,
      code,
      new_password: 'my-own-Password-7',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ user: { username: 'cliops', permissions: ['view_players'] } })

    expect(await run('grant', '--email', 'cli.ops@coinfall.test', 'approve_withdrawals,view_ledger')).toBe(
      'cliops: view_players, approve_withdrawals, view_ledger',
    )
    expect(await run('revoke', '--email', 'cli.ops@coinfall.test', 'view_players')).toBe('cliops: approve_withdrawals, view_ledger')
    const entries = await h.db
      .selectFrom('operator_audit_log')
      .select(['action', 'via', 'before', 'after'])
      .where('via', '=', 'cli')
      .orderBy('id')
      .execute()
    expect(entries.map((e) => e.action)).toEqual(['operator.created', 'operator.granted', 'operator.revoked'])
    expect(entries[2]).toMatchObject({
      before: { permissions: ['view_players', 'approve_withdrawals', 'view_ledger'] },
      after: { permissions: ['approve_withdrawals', 'view_ledger'] },
    })
  })

  it('creates several operators in one run, each with its own one-time password and secret; other commands take one email', async () => {
    const out = await run('create', '--email', 'many.one@coinfall.test', '--email', 'many.two@coinfall.test', '--grant', 'view_ledger')
    const blocks = out.split(/\n(?=Operator )/)
    expect(blocks.map((b) => /<(\S+)>/.exec(b)?.[1])).toEqual(['many.one@coinfall.test', 'many.two@coinfall.test'])
    const passwords = blocks.map((b) => printedOperator('', b).oneTimePassword)
    expect(new Set(passwords).size).toBe(2)
    const rows = await h.db
      .selectFrom('operator_accounts as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .select(['u.email', 'a.permissions'])
      .where('u.email', 'in', ['many.one@coinfall.test', 'many.two@coinfall.test'])
      .orderBy('u.email')
      .execute()
    expect(rows).toEqual([
      { email: 'many.one@coinfall.test', permissions: ['view_ledger'] },
      { email: 'many.two@coinfall.test', permissions: ['view_ledger'] },
    ])
    await expect(run('create', '--email', 'a.b@coinfall.test', '--email', 'c.d@coinfall.test', '--username', 'ab')).rejects.toThrow(
      CommandError,
    )
    await expect(
      run('lock', '--email', 'many.one@coinfall.test', '--email', 'many.two@coinfall.test', '--reason', 'Both.'),
    ).rejects.toThrow('Give one --email to lock.')
  })

  it('grants support, which the database takes and the Support screen needs', async () => {
    await run('create', '--email', 'help.desk@coinfall.test')
    expect(await run('grant', '--email', 'help.desk@coinfall.test', 'support')).toBe('helpdesk: support')
    const row = await h.db
      .selectFrom('operator_accounts as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .select('a.permissions')
      .where('u.email', '=', 'help.desk@coinfall.test')
      .executeTakeFirstOrThrow()
    expect(row.permissions).toEqual(['support'])
  })

  it('refuses unknown permissions, a taken email and an unknown operator, saying why', async () => {
    await expect(run('create', '--email', 'x@coinfall.test', '--grant', 'be_god')).rejects.toThrow(CommandError)
    await run('create', '--email', 'twice@coinfall.test')
    await expect(run('create', '--email', 'twice@coinfall.test', '--username', 'other')).rejects.toThrow(
      'An account with this email exists already.',
    )
    await expect(run('grant', '--email', 'nobody@coinfall.test', 'view_players')).rejects.toThrow('No operator has the email')
    await expect(run('launch')).rejects.toThrow('Usage: npm run operator')
  })

  it('keeps the audit log append-only: an entry cannot be changed or deleted', async () => {
    await run('create', '--email', 'audit.check@coinfall.test')
    await expect(h.db.updateTable('operator_audit_log').set({ reason: 'edited' }).execute()).rejects.toThrow(/append-only/)
    await expect(h.db.deleteFrom('operator_audit_log').execute()).rejects.toThrow(/append-only/)
  })
})
