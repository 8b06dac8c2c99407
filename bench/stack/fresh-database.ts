import { randomBytes } from 'node:crypto'
import { mkdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import pg from 'pg'
import type { Engine } from '../harness/measurement'

/** Where a server's data lives for one run: its environment, and how to throw it away. */
export interface FreshDatabase {
  readonly engine: Engine
  /** DATA_DIR or DATABASE_URL, for the server and for direct connections. */
  readonly env: Readonly<Record<string, string>>
  readonly url?: string
  readonly drop: () => Promise<void>
}

export function freshPGlite(dir: string): FreshDatabase {
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  return { engine: 'pglite', env: { DATA_DIR: dir }, drop: async () => rmSync(dir, { recursive: true, force: true }) }
}

/**
 * A new database on the PostgreSQL server, dropped after. A database rather than a schema: the
 * server migrates with Kysely's defaults, which would find another schema's migration table.
 */
export async function freshPostgres(serverUrl: string): Promise<FreshDatabase> {
  const name = `coinfall_bench_${randomBytes(5).toString('hex')}`
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  await admin(serverUrl, `create database ${name}`)
  return {
    engine: 'postgres',
    env: { DATABASE_URL: url.href },
    url: url.href,
    drop: () => admin(serverUrl, `drop database if exists ${name} with (force)`),
  }
}

async function admin(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

export const pgliteDir = (root: string, label: string): string => join(root, `data-${label}`)
