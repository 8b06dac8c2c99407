import type { PGlite } from '@electric-sql/pglite'
import { sql, type Kysely } from 'kysely'
import pg from 'pg'

/** What a listener hears: each payload, and that it may have missed some (a lost connection came back). */
export interface NotificationListener {
  readonly payload: (payload: string) => void
  readonly resumed: () => void
}

/**
 * PostgreSQL's LISTEN/NOTIFY for one database, whichever engine holds it. `listen` resolves once
 * the channel is being listened to, so a NOTIFY committed after it is heard; it answers the way
 * to stop.
 */
export interface DbNotifications {
  readonly listen: (channel: string, listener: NotificationListener) => Promise<() => Promise<void>>
}

const registry = new WeakMap<Kysely<never>, DbNotifications>()

/** Called where a database is opened, so whatever is composed over it can listen. */
export const registerNotifications = <D>(db: Kysely<D>, notifications: DbNotifications): Kysely<D> => {
  registry.set(db as unknown as Kysely<never>, notifications)
  return db
}

export const notificationsOf = <D>(db: Kysely<D>): DbNotifications => {
  const found = registry.get(db as unknown as Kysely<never>)
  if (found === undefined) throw new Error('This database was not opened by server/db/connect.ts: nothing can listen on it')
  return found
}

/** A LISTEN started when first needed, once however many ask at the same time, again after it failed. */
export interface ListenerOnDemand {
  /** Resolves once the channel is heard: whatever commits after it is heard too. */
  readonly ready: () => Promise<void>
  readonly stop: () => Promise<void>
}

export function listenerOnDemand(start: () => Promise<() => Promise<void>>): ListenerOnDemand {
  let listening: Promise<() => Promise<void>> | null = null
  return {
    ready: async () => {
      listening ??= start().catch((err: unknown) => {
        listening = null
        throw err
      })
      await listening
    },
    stop: async () => {
      const started = listening
      listening = null
      if (started) await (await started.catch(() => async () => undefined))()
    },
  }
}

/**
 * Listens to `channel` for this schema's notifications only: several schemas may share one
 * database (the tests' do), so our triggers start each payload with `tg_table_schema`, as
 * 'schema' or 'schema:rest'. The listener is handed the rest ('' when there is none).
 */
export async function listenInSchema<D>(db: Kysely<D>, channel: string, listener: NotificationListener): Promise<() => Promise<void>> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db)
  const schema = rows[0]?.schema
  return notificationsOf(db).listen(channel, {
    payload: (payload) => {
      const cut = payload.indexOf(':')
      if ((cut < 0 ? payload : payload.slice(0, cut)) === schema) listener.payload(cut < 0 ? '' : payload.slice(cut + 1))
    },
    resumed: listener.resumed,
  })
}

/**
 * The embedded database is one session in this process: its notifications are delivered in
 * process. LISTEN takes the session's turn from Kysely's queue (`db.connection()`), so it never
 * lands inside another caller's transaction, where a rollback would undo it.
 */
export const pgliteNotifications = <D>(pglite: PGlite, db: Kysely<D>): DbNotifications => ({
  listen: async (channel, listener) => {
    const stop = await db.connection().execute(() => pglite.listen(channel, listener.payload))
    return async () => {
      if (!pglite.closed) await db.connection().execute(() => stop())
    }
  },
})

const RECONNECT_MS = [250, 500, 1_000, 2_000, 5_000] as const

/**
 * A PostgreSQL server: one connection of its own per channel (a pooled one would lose LISTEN when
 * returned), reopened with backoff when it drops; the listener then learns it may have missed
 * notifications in between.
 */
export const postgresNotifications = (config: pg.ClientConfig): DbNotifications => ({
  listen: (channel, listener) =>
    new Promise((resolve, reject) => {
      let client: pg.Client | null = null
      let stopped = false
      let failures = 0
      let retry: NodeJS.Timeout | undefined
      const open = async (first: boolean) => {
        const next = new pg.Client(config)
        next.on('notification', (n) => {
          if (n.channel === channel && n.payload !== undefined) listener.payload(n.payload)
        })
        next.on('error', () => void next.end().catch(() => undefined))
        next.on('end', () => {
          if (stopped || client !== next) return
          client = null
          schedule()
        })
        try {
          await next.connect()
          await next.query(`listen ${pg.escapeIdentifier(channel)}`)
        } catch (err) {
          await next.end().catch(() => undefined)
          if (first) return reject(err instanceof Error ? err : new Error(String(err)))
          return schedule()
        }
        if (stopped) return void (await next.end().catch(() => undefined))
        client = next
        failures = 0
        if (first) resolve(stop)
        else listener.resumed()
      }
      const schedule = () => {
        const wait = RECONNECT_MS[Math.min(failures, RECONNECT_MS.length - 1)] ?? 5_000
        failures += 1
        retry = setTimeout(() => void open(false), wait)
      }
      const stop = async () => {
        stopped = true
        clearTimeout(retry)
        const current = client
        client = null
        await current?.end().catch(() => undefined)
      }
      void open(true)
    }),
})
