import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { gunzipSync } from 'node:zlib'
import { runCatalogueSeed } from '../../../server/catalogue/catalogue-seed-step'
import { buildTestApp } from '../support/test-app'
import { openTestDatabase, type TestDatabase } from '../support/test-database'

describe('response compression', () => {
  let database: TestDatabase
  let app: FastifyInstance
  beforeAll(async () => {
    database = await openTestDatabase('pglite')
    await runCatalogueSeed(database.db, {})
    app = await buildTestApp(database.db)
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  it('gzips the game list for a client that accepts it, and the JSON survives', async () => {
    const plain = await app.inject({ method: 'GET', url: '/api/games' })
    const zipped = await app.inject({ method: 'GET', url: '/api/games', headers: { 'accept-encoding': 'gzip' } })
    expect(zipped.headers['content-encoding']).toBe('gzip')
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3)
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json())
  })

  it('leaves the answer plain for a client that does not ask', async () => {
    const plain = await app.inject({ method: 'GET', url: '/api/games' })
    expect(plain.headers['content-encoding']).toBeUndefined()
  })
})
