import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import viteConfig from '../../../vite.config'
import { precompress } from '../../../scripts/build/precompress'
import { buildTestApp } from '../support/test-app'
import { openTestDatabase, type TestDatabase } from '../support/test-database'

// A bundle-like text: long enough to be worth compressing, varied enough not to shrink to nothing.
const bundle = Array.from({ length: 400 }, (_, i) => `export const card${i} = { id: ${i}, name: 'Game ${i * 7}' }`).join('\n')

describe('precompressed build output', () => {
  let clientDir: string
  let database: TestDatabase
  let app: FastifyInstance
  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'coinfall-precompress-'))
    mkdirSync(join(clientDir, 'assets'))
    writeFileSync(join(clientDir, 'index.html'), `<!doctype html><title>Coinfall</title><div id="root"></div>${'<!-- pad -->'.repeat(120)}`)
    writeFileSync(join(clientDir, 'assets', 'main-1a2b.js'), bundle)
    writeFileSync(join(clientDir, 'assets', 'tiny-3c4d.js'), 'export {}')
    writeFileSync(join(clientDir, 'assets', 'logo-5e6f.png'), Buffer.alloc(4096, 7))
    precompress(clientDir)
    database = await openTestDatabase('pglite')
    app = await buildTestApp(database.db, { config: { clientDir } })
  })
  afterAll(async () => {
    await app.close()
    await database.close()
    rmSync(clientDir, { recursive: true, force: true })
  })

  it('is part of the build', () => {
    expect((viteConfig.plugins ?? []).flat().map((p) => (p as { name?: string } | null)?.name)).toContain('coinfall:precompress')
  })

  it('writes brotli and gzip copies of text files that decompress to the file, and none of tiny or binary ones', () => {
    const main = join(clientDir, 'assets', 'main-1a2b.js')
    expect(brotliDecompressSync(readFileSync(`${main}.br`)).toString()).toBe(bundle)
    expect(gunzipSync(readFileSync(`${main}.gz`)).toString()).toBe(bundle)
    expect(readFileSync(`${main}.br`).length).toBeLessThan(readFileSync(`${main}.gz`).length)
    expect(existsSync(join(clientDir, 'assets', 'tiny-3c4d.js.br'))).toBe(false)
    expect(existsSync(join(clientDir, 'assets', 'logo-5e6f.png.br'))).toBe(false)
  })

  it('sends the brotli copy as it is to a browser that accepts it, and the gzip one to one that accepts only gzip', async () => {
    const br = await app.inject({ method: 'GET', url: '/assets/main-1a2b.js', headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.rawPayload.equals(readFileSync(join(clientDir, 'assets', 'main-1a2b.js.br')))).toBe(true)
    expect(br.headers['cache-control']).toContain('immutable')
    const gz = await app.inject({ method: 'GET', url: '/assets/main-1a2b.js', headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.rawPayload).toString()).toBe(bundle)
  })

  it('sends the plain file to a client that accepts no encoding', async () => {
    const plain = await app.inject({ method: 'GET', url: '/assets/main-1a2b.js' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(bundle)
  })

  it('sends index.html compressed for a deep link too', async () => {
    const res = await app.inject({ method: 'GET', url: '/category/3', headers: { accept: 'text/html', 'accept-encoding': 'br' } })
    expect(res.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<div id="root">')
  })
})
