import { randomBytes } from 'node:crypto'
import { mkdirSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { startNodeProcess, type NodeProcess } from '../../../scripts/cluster/node-process'
import { MIGRATIONS } from '../../../server/db/migrations/migration-list'
import { RECONCILER_NAME } from '../../../server/payments/reconcile-withdrawals.use-case'
import { crashTarget, type CrashTarget } from '../crash/support/crash-target'
import { freePort } from '../crash/support/server-process'
import { fakeClientDir } from '../play/support/games-harness'
import { POSTGRES } from './support/cluster-under-test'

const until = async (what: string, done: () => Promise<boolean> | boolean, timeoutMs = 30_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

// Three API processes started at the same moment on an empty PostgreSQL database: they migrate once
// between them, and the withdrawal reconciler runs on one of them, then on another once that one
// is killed with SIGKILL (its lease expires: it never released it).
describe.skipIf(POSTGRES === undefined)('three API processes on one empty database (PostgreSQL; needs TEST_DATABASE_URL)', () => {
  const workDir = resolve('.tmp', `start-race-${randomBytes(4).toString('hex')}`)
  const clientDir = fakeClientDir()
  const processes: NodeProcess[] = []
  let target: CrashTarget | undefined
  afterAll(async () => {
    for (const p of processes) p.signal('SIGKILL')
    await Promise.all(processes.map((p) => p.exited))
    await target?.drop()
    rmSync(workDir, { recursive: true, force: true })
    rmSync(clientDir, { recursive: true, force: true })
  })

  it('migrate once, and hand the reconciler over when its holder dies', async () => {
    target = await crashTarget('postgres')
    mkdirSync(workDir, { recursive: true })
    const ports = [await freePort(), await freePort(), await freePort()]
    const env = (port: number) => ({
      ...(process.env as Record<string, string>),
      ...target!.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      CLIENT_DIR: clientDir,
      SERVE_GAME_PROVIDER: 'false',
      LOG_LEVEL: 'info',
      SCHEDULER_LEASE_SECONDS: '2',
      WITHDRAWAL_RECONCILE_EVERY_SECONDS: '1',
    })
    for (const [i, port] of ports.entries())
      processes.push(startNodeProcess(`api-${i}`, 'server/server.ts', env(port), join(workDir, `api-${i}.log`)))
    await Promise.all(processes.map((p, i) => p.untilAnswers(`http://127.0.0.1:${ports[i]}/readyz`)))

    const books = await target.open()
    try {
      const applied = await books.db
        .selectFrom('kysely_migration' as never)
        .select(['name' as never])
        .execute()
      expect((applied as { name: string }[]).map((r) => r.name).sort()).toEqual(Object.keys(MIGRATIONS).sort())
      const migrated = processes.filter((p) => p.lines().some((l) => l.includes('"msg":"database migrated"')))
      expect(migrated).toHaveLength(1)

      const holder = async () =>
        (await books.db.selectFrom('scheduled_passes').select('holder').where('name', '=', 'withdrawals').executeTakeFirst())?.holder ??
        null
      await until('a holder of the reconciler', async () => (await holder()) !== null)
      const first = (await holder())!
      const holding = processes.find((p) => first.includes(`/${p.pid}/`))!
      expect(holding).toBeDefined()
      holding.signal('SIGKILL')
      await holding.exited
      await until('another process to take the reconciler over', async () => {
        const now = await holder()
        return now !== null && now !== first
      })
      const next = (await holder())!
      // The holder names the successor: the other processes may hold the other passes' leases.
      const successor = processes.find((p) => p !== holding && next.includes(`/${p.pid}/`))!
      expect(successor).toBeDefined()
      const tookReconciler = (l: string) =>
        l.includes('"msg":"took the lease of a scheduled pass"') && l.includes(`"pass":"${RECONCILER_NAME}"`)
      const reconciledAfter = (p: NodeProcess) => {
        const took = p.lines().findIndex(tookReconciler)
        return (
          took >= 0 &&
          p
            .lines()
            .slice(took)
            .some((l) => l.includes('"msg":"withdrawals reconciled"'))
        )
      }
      await until('a reconciler run on the successor', () => reconciledAfter(successor))
    } finally {
      await books.close()
    }
  })
})
