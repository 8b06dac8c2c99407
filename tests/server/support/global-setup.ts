import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openPGlite, overPGlite } from '../../../server/db/connect'
import { migrateToLatest } from '../../../server/db/migrate'

/**
 * On the PostgreSQL test database, a commit answers once it is written, without waiting for the
 * disk (synchronous_commit off, for the run's sessions): about 4 ms a commit here became 0.7 ms.
 * Other sessions see a commit at once either way; only a crash of the PostgreSQL server itself
 * could lose the last commits, which no test does. Set back when the run ends.
 */
async function setSynchronousCommit(url: string, setting: 'off' | 'default'): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ name: string }>('select current_database() as name')
    const name = client.escapeIdentifier(rows[0]!.name)
    await client.query(
      setting === 'off' ? `alter database ${name} set synchronous_commit = off` : `alter database ${name} reset synchronous_commit`,
    )
  } finally {
    await client.end()
  }
}

/**
 * Migrates one embedded database and dumps it; every test file then loads the dump (about 0.4 s)
 * instead of starting and migrating its own (about 3 s).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL
  if (url) await setSynchronousCommit(url, 'off')
  const dir = resolve('.tmp')
  mkdirSync(dir, { recursive: true })
  const pglite = openPGlite()
  await migrateToLatest(overPGlite(pglite))
  const dump = await pglite.dumpDataDir('none')
  await pglite.close()
  const path = join(dir, `pglite-template-${process.pid}.tar`)
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()))
  project.provide('pgliteTemplatePath', path)
  return async () => {
    rmSync(path, { force: true })
    if (url) await setSynchronousCommit(url, 'default')
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string
  }
}
