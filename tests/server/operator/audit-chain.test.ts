import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifyAuditChain } from '../../../server/operator/audit-chain'
import { runOperatorCommand } from '../../../server/operator/operator-commands'
import { ENGINES } from '../support/test-database'
import { openOperatorHarness, type OperatorHarness } from './support/operator-harness'

describe.each(ENGINES)('the audit log’s hash chain on %s', (engine) => {
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
  const invariant = async (viewer: { headers: Record<string, string> }) =>
    (await h.get('/api/operator/ledger/health', viewer))
      .json<{ invariants: { name: string; holds: boolean; detail: string }[] }>()
      .invariants.find((i) => i.name === 'audit log intact')

  it('chains every entry, concurrent ones included, and says so in ledger health and the command', async () => {
    const viewer = await h.newOperator(['view_ledger', 'view_players'])
    const player = await h.newPlayer()
    // Ten actions at once: each entry still links to exactly one before it.
    await Promise.all(Array.from({ length: 10 }, () => h.get(`/api/operator/players/${player.userId}`, viewer)))
    const check = await verifyAuditChain(h.db)
    expect(check).toMatchObject({ intact: true })
    const rows = await h.db.selectFrom('operator_audit_log').select(['chain_seq', 'prev_hash', 'entry_hash']).orderBy('chain_seq').execute()
    expect(rows.length).toBeGreaterThanOrEqual(11)
    rows.forEach((r, i) => {
      expect(Number(r.chain_seq)).toBe(i + 1)
      expect(r.prev_hash).toBe(i === 0 ? null : rows[i - 1]!.entry_hash)
      expect(r.entry_hash).toMatch(/^[0-9a-f]{64}$/)
    })
    expect(await invariant(viewer)).toMatchObject({ holds: true, detail: expect.stringContaining('intact') })
    expect(await run('verify-audit')).toMatch(/^The audit log is intact: \d+ entries chained\. Head: [0-9a-f]{64}$/)
  })

  it('names the first entry changed behind the append-only trigger’s back', async () => {
    const viewer = await h.newOperator(['view_ledger', 'view_players'])
    const rows = await h.db.selectFrom('operator_audit_log').select(['id', 'chain_seq']).orderBy('chain_seq').execute()
    const victim = rows[Math.floor(rows.length / 2)]!
    // Someone with the database's keys: the trigger off, a reason rewritten, the trigger back on.
    await sql`alter table operator_audit_log disable trigger operator_audit_log_append_only`.execute(h.db)
    await sql`update operator_audit_log set reason = 'nothing to see' where id = ${victim.id}`.execute(h.db)
    await sql`alter table operator_audit_log enable trigger operator_audit_log_append_only`.execute(h.db)
    expect(await verifyAuditChain(h.db)).toMatchObject({ intact: false, firstBroken: { id: Number(victim.id) } })
    expect(await invariant(viewer)).toMatchObject({ holds: false, detail: expect.stringContaining(`broken at entry ${victim.id}`) })
    await expect(run('verify-audit')).rejects.toThrow(`broken at entry ${victim.id}`)
  })
})
