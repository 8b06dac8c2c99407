import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildTestApp } from '../support/test-app'
import { openTestDatabase, type TestDatabase } from '../support/test-database'

const GATE = "document.documentElement.dataset.session=''"

describe('serving the SPA', () => {
  let database: TestDatabase
  let app: FastifyInstance
  beforeAll(async () => {
    const clientDir = mkdtempSync(join(tmpdir(), 'coinfall-client-'))
    writeFileSync(join(clientDir, 'index.html'), `<!doctype html><title>Coinfall</title><script>${GATE}</script><div id="root"></div>`)
    mkdirSync(join(clientDir, 'prerendered'))
    writeFileSync(join(clientDir, 'prerendered', 'casino.html'), '<!doctype html><div id="root" data-prerendered=""><h1>Casino</h1></div>')
    writeFileSync(join(clientDir, 'prerendered.json'), JSON.stringify({ '/casino': 'prerendered/casino.html' }))
    mkdirSync(join(clientDir, 'assets'))
    writeFileSync(join(clientDir, 'assets', 'app-1a2b.js'), 'export {}')
    // A map left in the served folder by an older build must still never be served.
    writeFileSync(join(clientDir, 'assets', 'app-1a2b.js.map'), '{"version":3,"sources":["../../src/secret.ts"]}')
    writeFileSync(join(clientDir, 'index.js.map'), '{"version":3}')
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

  it('sends a prerendered route its page, and index.html when a query string may change what it shows', async () => {
    const page = await app.inject({ method: 'GET', url: '/casino', headers: { accept: 'text/html' } })
    expect(page.statusCode).toBe(200)
    expect(page.headers['cache-control']).toBe('no-cache')
    expect(page.body).toContain('<h1>Casino</h1>')
    const filtered = await app.inject({ method: 'GET', url: '/casino?providers=ironpeak', headers: { accept: 'text/html' } })
    expect(filtered.body).not.toContain('<h1>Casino</h1>')
    expect(filtered.body).toContain('<div id="root"></div>')
  })

  it('sends a prerendered form the browser submitted itself back to its page, its body dropped unread', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/casino',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'login=someone&password=' + 'x'.repeat(5000),
    })
    expect(res.statusCode, res.body).toBe(303)
    expect(res.headers.location).toBe('/casino')
    expect(res.body).not.toContain('password')
  })

  it("allows index.html's own inline script by its hash, and no other inline script", async () => {
    const res = await app.inject({ method: 'GET', url: '/' })
    const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1]
    const hash = createHash('sha256').update(GATE).digest('base64')
    expect(scriptSrc).toBe(`'self' 'sha256-${hash}'`)
  })

  it('sends a script the headers that guard a subresource, not the ~650 bytes that only govern a document', async () => {
    const script = await app.inject({ method: 'GET', url: '/assets/app-1a2b.js' })
    expect(script.headers['x-content-type-options']).toBe('nosniff')
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin')
    for (const name of ['content-security-policy', 'x-frame-options', 'referrer-policy', 'cross-origin-opener-policy']) {
      expect(script.headers[name]).toBeUndefined()
    }
    const page = await app.inject({ method: 'GET', url: '/' })
    for (const name of ['content-security-policy', 'x-frame-options', 'referrer-policy', 'cross-origin-opener-policy']) {
      expect(page.headers[name]).toBeDefined()
    }
  })

  it('caches fingerprinted assets for a year', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app-1a2b.js' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toContain('immutable')
  })

  it.each([
    '/assets/app-1a2b.js.map',
    '/index.js.map',
    '/assets/missing.js.map',
    '/assets/app-1a2b.js.MAP',
    '/assets/app-1a2b.js%2Emap',
    '/assets/app-1a2b.js.ma%70',
    '/assets/app-1a2b.js.map?x=1',
    '/assets//app-1a2b.js.map',
  ])('never serves a source map: %s answers 404', async (url) => {
    for (const accept of ['*/*', 'text/html']) {
      const res = await app.inject({ method: 'GET', url, headers: { accept } })
      expect(res.statusCode).toBe(404)
      expect(res.body).not.toContain('sources')
      expect(res.json()).toEqual({ message: 'Not found.' })
    }
  })
})
