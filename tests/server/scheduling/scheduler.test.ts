import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dbPassLeases, type PassLeases } from '../../../server/scheduling/pass-leases'
import { startScheduler, type RunningScheduler } from '../../../server/scheduling/scheduler'
import { ENGINES, openTestDatabase, type TestDatabase } from '../support/test-database'

const LEASE_MS = 600
const quiet = { info: () => undefined, error: () => undefined }

const until = async (what: string, done: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** A process's leases that stop answering once it is "killed", as a dead process's would. */
const mortal = (leases: PassLeases) => {
  let dead = false
  const alive =
    <A extends unknown[], R>(f: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> =>
      dead ? new Promise<R>(() => undefined) : f(...args)
  return {
    leases: {
      ...leases,
      take: alive(leases.take),
      begin: alive(leases.begin),
      finish: alive(leases.finish),
      release: alive(leases.release),
    },
    kill: () => {
      dead = true
    },
  }
}

describe.each(ENGINES)('scheduled passes on %s', (engine) => {
  let t: TestDatabase
  beforeAll(async () => {
    t = await openTestDatabase(engine)
  })
  afterAll(async () => t.close())

  /** Two "processes" running the same pass; counts each one's runs and how many ran at once. */
  const twoProcesses = async (name: string, options: { mortalFirst?: boolean } = {}) => {
    const runs = { a: 0, b: 0 }
    let inside = 0
    let mostAtOnce = 0
    const pass = (who: 'a' | 'b') => ({
      name,
      everyMs: 40,
      run: async () => {
        inside += 1
        mostAtOnce = Math.max(mostAtOnce, inside)
        runs[who] += 1
        await new Promise((resolve) => setTimeout(resolve, 15))
        inside -= 1
      },
    })
    const first = mortal(dbPassLeases(t.db, `a-${name}`, LEASE_MS))
    const holder = async () =>
      (await t.db.selectFrom('scheduled_passes').select('holder').where('name', '=', name).executeTakeFirst())?.holder ?? null
    // The first process holds the lease before the second starts looking, so which one holds it is known.
    const a = startScheduler({
      passes: [pass('a')],
      leases: options.mortalFirst ? first.leases : dbPassLeases(t.db, `a-${name}`, LEASE_MS),
      leaseMs: LEASE_MS,
      log: quiet,
    })
    await until('the first process to take the lease', async () => (await holder()) === `a-${name}`)
    const b = startScheduler({ passes: [pass('b')], leases: dbPassLeases(t.db, `b-${name}`, LEASE_MS), leaseMs: LEASE_MS, log: quiet })
    return { runs, mostAtOnce: () => mostAtOnce, a, b, kill: first.kill, holder }
  }
  const stopAll = (...schedulers: RunningScheduler[]) => Promise.all(schedulers.map((s) => s.stop()))

  it('runs a pass on one process only, never two runs at once', async () => {
    const p = await twoProcesses('one-holder')
    await until('ten runs', () => p.runs.a >= 10)
    await stopAll(p.a, p.b)
    expect(p.runs.b).toBe(0)
    expect(p.mostAtOnce()).toBe(1)
    expect([p.a.holds('one-holder'), p.b.holds('one-holder')]).toEqual([false, false])
  })

  it('is taken over by another process once the holder dies and its lease expires', async () => {
    const p = await twoProcesses('holder-dies', { mortalFirst: true })
    await until('a few runs on the first holder', () => p.runs.a >= 3)
    expect(p.runs.b).toBe(0)
    p.kill()
    await until('the other process taking the lease', async () => (await p.holder()) === 'b-holder-dies')
    await until('a run on the new holder', () => p.runs.b > 0)
    p.a.stop().catch(() => undefined)
    await stopAll(p.b)
    expect(p.mostAtOnce()).toBe(1)
  })

  it('hands the lease over at once on a clean stop', async () => {
    const p = await twoProcesses('clean-stop')
    await p.a.stop()
    await until('the other process taking the lease', async () => (await p.holder()) === 'b-clean-stop')
    await stopAll(p.a, p.b)
    const row = await t.db.selectFrom('scheduled_passes').selectAll().where('name', '=', 'clean-stop').executeTakeFirstOrThrow()
    expect(row.holder).toBeNull()
    expect(row.last_error).toBeNull()
    expect(row.runs).toBeGreaterThan(0)
  })
})
