import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { afterAll, describe, expect, it } from 'vitest'
import { connect } from '../../../server/db/connect'
import { migrateToLatest } from '../../../server/db/migrate'

describe('the embedded database', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'coinfall-data-'))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  // Two cold starts of a file-backed PGlite (the first one runs initdb): seconds each on a busy machine.
  it('keeps its data in the data folder across a restart', { timeout: 120_000 }, async () => {
    const first = connect({ kind: 'pglite', dataDir })
    expect(await migrateToLatest(first)).toContain('0001-app-meta')
    await sql`insert into app_meta (key, value) values ('probe', 'kept')`.execute(first)
    await first.destroy()

    const second = connect({ kind: 'pglite', dataDir })
    expect(await migrateToLatest(second)).toEqual([])
    const row = await second.selectFrom('app_meta').select('value').where('key', '=', 'probe').executeTakeFirst()
    await second.destroy()
    expect(row?.value).toBe('kept')
  })
})
