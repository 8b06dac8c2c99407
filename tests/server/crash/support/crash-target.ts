import { randomBytes } from 'node:crypto'
import { cpSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'
import pg from 'pg'
import { connect, openPGlite, overPGlite } from '../../../../server/db/connect'
import type { Db } from '../../../../server/db/database'
import type { Engine } from '../../support/test-database'

/** Where the server under test keeps its data: a fresh PGlite folder, or a fresh PostgreSQL database. */
export interface CrashTarget {
  readonly env: Readonly<Record<string, string>>
  /** Opens the data while no server runs; `copy` opens a copy, leaving the original untouched. */
  readonly open: (options?: { readonly copy?: boolean }) => Promise<{ readonly db: Db; readonly close: () => Promise<void> }>
  readonly drop: () => Promise<void>
}

function pgliteTarget(): CrashTarget {
  const dataDir = resolve('.tmp', `crash-${randomBytes(5).toString('hex')}`)
  const copies: string[] = []
  return {
    env: { DATA_DIR: dataDir },
    open: async (options = {}) => {
      let dir = dataDir
      if (options.copy === true) {
        dir = `${dataDir}-copy${copies.length}`
        cpSync(dataDir, dir, { recursive: true })
        copies.push(dir)
      }
      const db = overPGlite(openPGlite({ dataDir: dir }))
      return { db, close: () => db.destroy() }
    },
    drop: async () => {
      for (const dir of [dataDir, ...copies]) rmSync(dir, { recursive: true, force: true })
    },
  }
}

async function postgresTarget(adminUrl: string): Promise<CrashTarget> {
  const name = `crash_${randomBytes(5).toString('hex')}`
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }
  await admin(`create database ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    env: { DATABASE_URL: url.href },
    open: async () => {
      const db = connect({ kind: 'postgres', url: url.href })
      return { db, close: () => db.destroy() }
    },
    drop: () => admin(`drop database if exists ${name} with (force)`),
  }
}

export const crashTarget = (engine: Engine): Promise<CrashTarget> => {
  if (engine === 'pglite') return Promise.resolve(pgliteTarget())
  const url = process.env.TEST_DATABASE_URL
  if (!url) throw new Error('TEST_DATABASE_URL is not set')
  return postgresTarget(url)
}
