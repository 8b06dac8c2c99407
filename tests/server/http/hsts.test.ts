import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../support/test-app'
import { openTestDatabase, type TestDatabase } from '../support/test-database'

const HSTS = 'strict-transport-security'

describe('Strict-Transport-Security', () => {
  let database: TestDatabase
  let behindProxy: FastifyInstance
  let direct: FastifyInstance
  beforeAll(async () => {
    database = await openTestDatabase('pglite')
    behindProxy = await buildTestApp(database.db, { config: { trustProxy: { hops: 1 } } })
    direct = await buildTestApp(database.db)
  })
  afterAll(async () => {
    await behindProxy.close()
    await direct.close()
    await database.close()
  })

  it('is sent when the site is served over HTTPS (the proxy in front says so), on every answer', async () => {
    for (const url of ['/api/health', '/api/no-such-route', '/']) {
      const res = await behindProxy.inject({ method: 'GET', url, remoteAddress: '10.0.0.2', headers: { 'x-forwarded-proto': 'https' } })
      expect(res.headers[HSTS], url).toBe('max-age=31536000')
    }
  })

  it('is not sent over plain HTTP, nor when an untrusted client claims HTTPS', async () => {
    expect(
      (await behindProxy.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.0.0.2', headers: { 'x-forwarded-proto': 'http' } }))
        .headers[HSTS],
    ).toBeUndefined()
    expect((await behindProxy.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.0.0.2' })).headers[HSTS]).toBeUndefined()
    expect(
      (await direct.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } })).headers[HSTS],
    ).toBeUndefined()
  })
})
