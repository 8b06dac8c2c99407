import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildTestApp } from '../support/test-app'
import { openTestDatabase, type TestDatabase } from '../support/test-database'

describe('serving the SPA', () => {
  let database: TestDatabase
  let app: FastifyInstance
  beforeAll(async () => {
    const clientDir = mkdtempSync(join(tmpdir(), 'coinfall-client-'))
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Coinfall</title><div id="root"></div>')
    mkdirSync(join(clientDir, 'assets'))
    writeFileSync(join(clientDir, 'assets', 'app-1a2b.js'), 'export {}')
    database = await openTestDatabase('pglite')
    app = await buildTestApp(database.db, { config: { clientDir } })
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  it('serves index.html at /', async () => {
    const res = await app.inject({ method: 'GET', url: '/' })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('<div id="root">')
  })

  it('falls back to index.html for a deep link', async () => {
    const res = await app.inject({ method: 'GET', url: '/category/3', headers: { accept: 'text/html' } })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/html')
    expect(res.body).toContain('<div id="root">')
  })

  it('caches fingerprinted assets for a year', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app-1a2b.js' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toContain('immutable')
  })
})
