import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import viteConfig from '../../../vite.config'
import { moveSourceMaps } from '../../../scripts/build/source-maps-out'
import { httpCasinoClient } from '../../../server/game-provider/http-casino-client.adapter'
import { createProviderApp } from '../../../server/game-provider/provider-app'
import { openTestDatabase, type TestDatabase } from '../support/test-database'

describe('source maps', () => {
  it('are built hidden (no bundle names one) and moved out of the served folder', () => {
    expect(viteConfig.build?.sourcemap).toBe('hidden')
    expect(viteConfig.build?.outDir).toBe('dist/client')
    expect((viteConfig.plugins ?? []).flat().map((p) => (p as { name?: string } | null)?.name)).toContain('coinfall:source-maps-out')
  })

  it('leave the built folder for dist/sourcemaps, paths kept, nothing else moved', () => {
    const root = mkdtempSync(join(tmpdir(), 'coinfall-build-'))
    const client = join(root, 'client')
    const maps = join(root, 'sourcemaps')
    mkdirSync(join(client, 'assets'), { recursive: true })
    writeFileSync(join(client, 'index.html'), '<!doctype html>')
    writeFileSync(join(client, 'assets', 'main-1a2b.js'), 'export {}')
    writeFileSync(join(client, 'assets', 'main-1a2b.js.map'), '{"version":3}')
    writeFileSync(join(client, 'assets', 'game-3c4d.css.map'), '{"version":3}')
    mkdirSync(join(maps, 'stale'), { recursive: true })
    writeFileSync(join(maps, 'stale', 'old.js.map'), '{}')

    moveSourceMaps(client, maps)

    expect(existsSync(join(client, 'assets', 'main-1a2b.js.map'))).toBe(false)
    expect(existsSync(join(client, 'assets', 'game-3c4d.css.map'))).toBe(false)
    expect(readFileSync(join(maps, 'assets', 'main-1a2b.js.map'), 'utf8')).toBe('{"version":3}')
    expect(existsSync(join(maps, 'assets', 'game-3c4d.css.map'))).toBe(true)
    expect(existsSync(join(maps, 'stale'))).toBe(false)
    expect(existsSync(join(client, 'assets', 'main-1a2b.js'))).toBe(true)
    rmSync(root, { recursive: true, force: true })
  })
})

describe('the game provider serving the built assets', () => {
  let database: TestDatabase
  let provider: FastifyInstance
  let clientDir: string
  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'coinfall-provider-client-'))
    mkdirSync(join(clientDir, 'assets'))
    writeFileSync(join(clientDir, 'assets', 'game-1a2b.js'), 'export {}')
    writeFileSync(join(clientDir, 'assets', 'game-1a2b.js.map'), '{"version":3,"sources":["../../game/secret.ts"]}')
    database = await openTestDatabase('pglite')
    const clock = { now: () => new Date() }
    // The casino is never called: these requests are for static files.
    const casino = httpCasinoClient({ baseUrl: 'http://127.0.0.1:9', secret: { get: async () => 'x'.repeat(32) }, clock })
    provider = (await createProviderApp({ db: database.db, clock, casino, clientDir, logLevel: 'silent', trustProxy: false })).app
  })
  afterAll(async () => {
    await provider.close()
    await database.close()
    rmSync(clientDir, { recursive: true, force: true })
  })

  it('serves a bundle but never its map', async () => {
    expect((await provider.inject({ method: 'GET', url: '/assets/game-1a2b.js' })).statusCode).toBe(200)
    for (const url of ['/assets/game-1a2b.js.map', '/assets/game-1a2b.js%2Emap']) {
      const res = await provider.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(404)
      expect(res.body).not.toContain('sources')
    }
  })
})
