import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { gunzipSync, gzipSync } from 'node:zlib'
import pg from 'pg'
import { openPGlite } from '../db/connect'

/** pg_dump / pg_restore, their output passed through; rejects with it when they fail. */
function run(command: string, args: readonly string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] })
    let errors = ''
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString('utf8')
      process.stderr.write(chunk)
    })
    child.once('error', (err) => reject(new Error(`${command} could not start (${err.message}): install PostgreSQL's client tools`)))
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed (${code}): ${errors.trim()}`))))
  })
}

/**
 * PostgreSQL: pg_dump's custom format (compressed, one consistent snapshot while the API runs,
 * restorable table by table). Its major version must be at least the server's.
 */
export async function backupPostgres(url: string, file: string): Promise<void> {
  mkdirSync(dirname(file), { recursive: true })
  await run('pg_dump', ['--format=custom', '--no-owner', '--file', file, '--dbname', url])
}

/**
 * Into a database with no tables of its own (a new one): a restore never overwrites money that is
 * there. One transaction: it lands whole or not at all.
 */
export async function restorePostgres(file: string, url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')`,
    )
    if ((rows[0]?.n ?? 0) > 0)
      throw new Error('The target database has tables: restore into a new, empty database (createdb), then point DATABASE_URL at it.')
  } finally {
    await client.end()
  }
  await run('pg_restore', ['--no-owner', '--exit-on-error', '--single-transaction', '--dbname', url, file])
}

/**
 * The embedded database: PGlite's own dump of its data folder (a tar, gzipped here), taken while no server uses the folder.
 */
export async function backupPGlite(dataDir: string, file: string): Promise<void> {
  if (!existsSync(dataDir)) throw new Error(`No embedded database in ${dataDir} (DATA_DIR).`)
  const pglite = openPGlite({ dataDir })
  try {
    // A dump asked for before the database is open never settles.
    await pglite.waitReady
    const dump = await pglite.dumpDataDir('none')
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, gzipSync(Buffer.from(await dump.arrayBuffer())))
  } finally {
    await pglite.close()
  }
}

/** Into a data folder that does not exist yet, or is empty. */
export async function restorePGlite(file: string, dataDir: string): Promise<void> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) throw new Error(`${dataDir} is not empty: restore into a new DATA_DIR.`)
  const pglite = openPGlite({ dataDir, loadDataDir: new Blob([gunzipSync(readFileSync(file))]) })
  await pglite.waitReady
  await pglite.close()
}
