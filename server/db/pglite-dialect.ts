import type { PGlite, Results } from '@electric-sql/pglite'
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely'
import { pglitePrepared } from './prepared-statements'

/**
 * Kysely over an embedded PGlite. PGlite is one session, so the driver hands out a single
 * connection at a time: a transaction holds it until commit or rollback, and other queries wait
 * their turn instead of landing inside someone else's transaction.
 */
export class PGliteDialect implements Dialect {
  private readonly driver: PGliteDriver
  constructor(pglite: PGlite) {
    this.driver = new PGliteDriver(pglite)
  }
  createAdapter() {
    return new PostgresAdapter()
  }
  createDriver(): Driver {
    return this.driver
  }
  /** The one session, and how many callers wait for it (the metrics' pool figures). */
  stats(): { readonly total: number; readonly idle: number; readonly waiting: number } {
    return { total: 1, idle: this.driver.busy ? 0 : 1, waiting: this.driver.waiting }
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler()
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db)
  }
}

class PGliteDriver implements Driver {
  private queue: Promise<void> = Promise.resolve()
  private readonly connection: DatabaseConnection
  waiting = 0
  busy = false

  constructor(private readonly pglite: PGlite) {
    this.connection = new PGliteConnection(pglite)
  }

  async init() {
    await this.pglite.waitReady
  }

  private release: (() => void) | undefined

  async acquireConnection(): Promise<DatabaseConnection> {
    let release!: () => void
    const turn = new Promise<void>((resolve) => {
      release = resolve
    })
    const previous = this.queue
    this.queue = previous.then(() => turn)
    this.waiting += 1
    await previous
    this.waiting -= 1
    this.busy = true
    this.release = release
    return this.connection
  }

  async releaseConnection() {
    const release = this.release
    this.release = undefined
    this.busy = false
    release?.()
  }

  async beginTransaction(conn: DatabaseConnection, settings: TransactionSettings) {
    const isolation = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : ''
    await conn.executeQuery(CompiledQuery.raw(`begin${isolation}`))
  }
  async commitTransaction(conn: DatabaseConnection) {
    await conn.executeQuery(CompiledQuery.raw('commit'))
  }
  async rollbackTransaction(conn: DatabaseConnection) {
    await conn.executeQuery(CompiledQuery.raw('rollback'))
  }
  async destroy() {
    if (!this.pglite.closed) await this.pglite.close()
  }
}

class PGliteConnection implements DatabaseConnection {
  private readonly prepared: ReturnType<typeof pglitePrepared>
  constructor(private readonly pglite: PGlite) {
    this.prepared = pglitePrepared(pglite)
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result =
      ((await this.prepared(query.sql, query.parameters)) as Results<R> | null) ??
      (await this.pglite.query<R>(query.sql, [...query.parameters]))
    return result.affectedRows === undefined ? { rows: result.rows } : { rows: result.rows, numAffectedRows: BigInt(result.affectedRows) }
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite driver does not stream; page the query instead')
  }
}
