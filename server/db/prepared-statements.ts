import { createHash } from 'node:crypto'
import { protocol, parse, type PGlite, type Results } from '@electric-sql/pglite'
import { sql } from 'kysely'
import type pg from 'pg'

/**
 * Statements on a hot path (a bet's lock and its write) are planned once per connection instead of
 * on every run: their planning cost as much as their execution (about 0.6 of 1.2 ms a bet on
 * PostgreSQL). A statement asks for it by carrying this comment; its text names it, so a name
 * always means one text. Only marked statements are prepared: a marked text has no varying parts
 * but the lengths of its VALUES lists, so a connection holds a handful of them, and a migration
 * that changes a table's columns cannot break one (each names the columns it returns).
 */
const PREPARED_MARK = '/* prepared */'

/** The mark as a fragment, for a statement built with kysely's `modifyFront` or `sql` template. */
export const prepared = sql.raw(PREPARED_MARK)

const names = new Map<string, string>()

/** The statement's name from its text; marked texts are few, so the map stays small. */
const statementName = (text: string): string => {
  let name = names.get(text)
  if (name === undefined) {
    name = `p_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`
    names.set(text, name)
  }
  return name
}

const isMarked = (text: unknown): text is string => typeof text === 'string' && text.includes(PREPARED_MARK)

type PoolClient = Pick<pg.PoolClient, 'query' | 'release'>

/**
 * The pool as kysely's PostgresDialect sees it: a marked statement is sent by name (node-postgres
 * parses it on a connection's first use of the name, then only binds and executes it).
 */
export function preparingPool(pool: pg.Pool): { connect(): Promise<PoolClient>; end(): Promise<void> } {
  return {
    connect: async () => {
      const client = await pool.connect()
      return {
        query: ((text: unknown, values?: unknown[]) =>
          isMarked(text)
            ? client.query({ name: statementName(text), text, values })
            : client.query(text as string, values)) as pg.PoolClient['query'],
        release: (err?: Error | boolean) => client.release(err),
      }
    },
    end: () => pool.end(),
  }
}

const { serialize } = protocol

/**
 * A marked statement on PGlite's one session, inside a transaction: parsed once (its parameter
 * types kept to serialise values the way PGlite's own query does), then bound, described,
 * executed and synced in one call into the engine. Answers null for any other statement, which
 * takes PGlite's ordinary path (outside a transaction that path also flushes to disk).
 */
export function pglitePrepared(pglite: PGlite) {
  const paramTypes = new Map<string, readonly number[]>()
  const send = async (messages: readonly Uint8Array[]) => {
    const joined = new Uint8Array(messages.reduce((n, m) => n + m.length, 0))
    let at = 0
    for (const m of messages) {
      joined.set(m, at)
      at += m.length
    }
    return (await pglite.execProtocol(joined, { syncToFs: false })).messages
  }
  return async (text: string, values: readonly unknown[]): Promise<Results | null> => {
    if (!isMarked(text) || !pglite.isInTransaction()) return null
    const name = statementName(text)
    return pglite.runExclusive(async () => {
      let types = paramTypes.get(name)
      if (types === undefined) {
        const described = await send([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()])
        types = parse.parseDescribeStatementResults(described)
        paramTypes.set(name, types)
      }
      const serialised = values.map((v, i) => {
        if (v === null || v === undefined) return null
        const serializer = pglite.serializers[types[i]!]
        return serializer ? serializer(v) : String(v)
      })
      const messages = await send([
        serialize.bind({ statement: name, values: serialised }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ])
      return parse.parseResults(messages, pglite.parsers)[0] ?? null
    })
  }
}
