import type { PassLeases } from './pass-leases'
import type { ScheduledPass } from './scheduled-pass'

interface Log {
  readonly info: (data: object, message: string) => void
  readonly error: (data: object, message: string) => void
}

/** Hears each run this process made: the metrics count them. */
export type RunObserver = (pass: string, outcome: { readonly durationMs: number; readonly failed: boolean }) => void

export interface RunningScheduler {
  /** Whether this process holds the pass's lease, as of its last look. */
  readonly holds: (pass: string) => boolean
  /** Stops looking, waits for runs in progress, then releases the leases so another process takes over at once. */
  readonly stop: () => Promise<void>
}

const message = (err: unknown): string => (err instanceof Error ? err.message : String(err))

/**
 * Runs each pass on the one process holding its lease. Every process looks at each pass at least
 * three times per lease (and at least once per period): the holder renews its lease and runs the
 * pass when due; the others find the lease taken, until its holder stops (and releases it) or
 * dies (and it expires). The timers are unref'd: they never keep a stopping process alive.
 */
export function startScheduler(deps: {
  readonly passes: readonly ScheduledPass[]
  readonly leases: PassLeases
  readonly leaseMs: number
  readonly log: Log
  readonly observe?: RunObserver
}): RunningScheduler {
  const { leases, log } = deps
  const held = new Set<string>()
  const work = new Set<Promise<void>>()
  const timers: NodeJS.Timeout[] = []
  let stopped = false

  const runOnce = async (pass: ScheduledPass): Promise<void> => {
    if (!(await leases.begin(pass.name))) return
    const started = performance.now()
    let error: string | null = null
    try {
      await pass.run()
    } catch (err) {
      error = message(err)
      log.error({ err, pass: pass.name }, 'a scheduled pass failed')
    }
    const durationMs = performance.now() - started
    deps.observe?.(pass.name, { durationMs, failed: error !== null })
    await leases.finish(pass.name, { error, durationMs })
  }

  const look = (pass: ScheduledPass) => {
    let busy = false
    return () => {
      if (busy || stopped) return
      busy = true
      const task = (async () => {
        const lease = await leases.take(pass.name, pass.everyMs)
        if (lease.held !== held.has(pass.name)) {
          if (lease.held) held.add(pass.name)
          else held.delete(pass.name)
          log.info(
            { pass: pass.name, holder: leases.holder },
            lease.held ? 'took the lease of a scheduled pass' : 'lost the lease of a scheduled pass',
          )
        }
        if (lease.held && lease.due && !stopped) await runOnce(pass)
      })()
        .catch((err: unknown) => log.error({ err, pass: pass.name }, 'could not look at a scheduled pass'))
        .finally(() => {
          busy = false
          work.delete(task)
        })
      work.add(task)
    }
  }

  for (const pass of deps.passes) {
    const tick = look(pass)
    const timer = setInterval(tick, Math.max(1, Math.min(pass.everyMs, deps.leaseMs / 3)))
    timer.unref()
    timers.push(timer)
    tick()
  }

  return {
    holds: (pass) => held.has(pass),
    stop: async () => {
      stopped = true
      for (const timer of timers) clearInterval(timer)
      await Promise.all([...work])
      for (const name of held)
        await leases.release(name).catch((err: unknown) => log.error({ err, pass: name }, 'could not release a lease'))
      held.clear()
    },
  }
}
