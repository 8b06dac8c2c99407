import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { sql } from 'kysely'
import pg from 'pg'
import { inject } from 'vitest'
import { connect, openPGlite, overPGlite } from '../../../server/db/connect'
import type { Db } from '../../../server/db/database'
import { migrateToLatest } from '../../../server/db/migrate'

export type Engine = 'pglite' | 'postgres'

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (as CI does). */
export const ENGINES: readonly Engine[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']

export interface TestDatabase {
  readonly db: Db
  readonly engine: Engine
  readonly close: () => Promise<void>
}

/**
 * Kysely's migrator reads the catalogue of every schema in the database, and a schema dropped
 * while it reads ("schema t_… does not exist") fails the migration of another test file. Test
 * files migrate and drop their schemas one at a time, under one session-level advisory lock.
 */
async function oneAtATime<T>(url: string, work: () => Promise<T>): Promise<T> {
  const lock = new pg.Client({ connectionString: url })
  await lock.connect()
  try {
    await lock.query(`select pg_advisory_lock(hashtext('coinfall test schemas'))`)
    return await work()
  } finally {
    await lock.end()
  }
}

/**
 * A fresh, migrated database of its own for one test file: PGlite loaded from the migrated
 * template, or a new schema on the PostgreSQL server, dropped on close.
 */
export async function openTestDatabase(engine: Engine): Promise<TestDatabase> {
  if (engine === 'pglite') {
    const template = new Blob([readFileSync(inject('pgliteTemplatePath'))])
    const db = overPGlite(openPGlite({ loadDataDir: template }))
    return { db, engine, close: () => db.destroy() }
  }
  const url = process.env.TEST_DATABASE_URL
  if (!url) throw new Error('TEST_DATABASE_URL is not set')
  const schema = `t_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`create schema ${schema}`)
  await admin.end()
  const db = connect({ kind: 'postgres', url, schema })
  const drop = async () => {
    await oneAtATime(url, () => sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db))
    await db.destroy()
  }
  try {
    await oneAtATime(url, () => migrateToLatest(db, schema))
  } catch (err) {
    await drop()
    throw err
  }
  return {
    db,
    engine,
    close: drop,
  }
}
