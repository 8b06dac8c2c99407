import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildTestApp, XHR } from '../support/test-app'
import { openTestDatabase, type TestDatabase } from '../support/test-database'

describe('API errors', () => {
  let database: TestDatabase
  let app: FastifyInstance
  beforeAll(async () => {
    database = await openTestDatabase('pglite')
    app = await buildTestApp(database.db)
    app.post(
      '/api/echo-test',
      { schema: { body: { type: 'object', required: ['n'], properties: { n: { type: 'integer' } }, additionalProperties: false } } },
      async (req) => req.body,
    )
    app.get('/api/boom-test', async () => {
      throw new Error('secret internals at /srv/app.ts:12')
    })
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  it('refuses a state-changing call without X-Requested-With', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/echo-test', payload: { n: 1 } })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ message: 'Missing X-Requested-With header.' })
  })

  it('answers malformed JSON with a 400 and a message, not a 500', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/echo-test',
      headers: { ...XHR, 'content-type': 'application/json' },
      payload: '{"n":',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON.' })
  })

  it('answers a schema failure with 422 and the field in errors', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/echo-test', headers: XHR, payload: { n: 'x' } })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({ message: 'The request is not valid.', errors: { n: [expect.any(String)] } })
  })

  it('answers a huge body with 413', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/echo-test', headers: XHR, payload: { n: 1, pad: 'x'.repeat(100_000) } })
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual({ message: 'The request body is too large.' })
  })

  it('hides the details of a bug behind a plain 500', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/boom-test' })
    expect(res.statusCode).toBe(500)
    expect(res.body).not.toContain('secret internals')
    expect(res.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' })
  })

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/no-such-thing', headers: { accept: 'text/html' } })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ message: 'Not found.' })
  })
})
