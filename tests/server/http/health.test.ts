import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildTestApp } from '../support/test-app'
import { ENGINES, openTestDatabase, type TestDatabase } from '../support/test-database'

describe.each(ENGINES)('GET /api/health on %s', (engine) => {
  let database: TestDatabase
  let app: FastifyInstance
  beforeAll(async () => {
    database = await openTestDatabase(engine)
    app = await buildTestApp(database.db)
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  it('answers ok when the database answers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' })
  })

  it('sends a strict content security policy with no inline script', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' })
    const csp = String(res.headers['content-security-policy'])
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'")
    expect(csp).toContain("frame-ancestors 'none'")
  })
})
