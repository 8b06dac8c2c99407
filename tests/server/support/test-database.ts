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
    await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db)
    await db.destroy()
  }
  try {
    await migrateToLatest(db, schema)
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
