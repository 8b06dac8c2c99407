import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readConfig } from '../../../server/config'
import { buildTestApp } from '../support/test-app'
import { openTestDatabase, type TestDatabase } from '../support/test-database'

/** The client address and protocol as the app sees them, behind the proxies TRUST_PROXY names. */
async function appTrusting(db: TestDatabase['db'], trustProxy: string): Promise<FastifyInstance> {
  const app = await buildTestApp(db, { config: { trustProxy: readConfig({ TRUST_PROXY: trustProxy }).trustProxy } })
  app.get('/api/client-test', async (request) => ({ ip: request.ip, protocol: request.protocol }))
  return app
}

const seen = async (app: FastifyInstance, remoteAddress: string, forwardedFor?: string) => {
  const headers = forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }
  return (await app.inject({ method: 'GET', url: '/api/client-test', remoteAddress, headers })).json() as { ip: string }
}

describe('TRUST_PROXY', () => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await openTestDatabase('pglite')
  })
  afterAll(() => database.close())

  it('1 trusts the one proxy in front: a spoofed left-most X-Forwarded-For is not the client', async () => {
    const app = await appTrusting(database.db, '1')
    // The client sent "X-Forwarded-For: 6.6.6.6"; the load balancer (10.0.0.2) appended what it saw.
    expect((await seen(app, '10.0.0.2', '6.6.6.6, 203.0.113.9')).ip).toBe('203.0.113.9')
    expect((await seen(app, '10.0.0.2', '6.6.6.6,1.1.1.1 , 203.0.113.9')).ip).toBe('203.0.113.9')
    expect((await seen(app, '10.0.0.2')).ip).toBe('10.0.0.2')
    await app.close()
  })

  it('2 trusts two hops from the right', async () => {
    const app = await appTrusting(database.db, '2')
    expect((await seen(app, '10.0.0.2', '6.6.6.6, 203.0.113.9, 10.0.0.1')).ip).toBe('203.0.113.9')
    await app.close()
  })

  it('a list trusts only those proxies: a direct client cannot spoof, a chain stops at the first stranger', async () => {
    const app = await appTrusting(database.db, '10.0.0.0/8, 127.0.0.1')
    expect((await seen(app, '198.51.100.20', '6.6.6.6')).ip).toBe('198.51.100.20')
    expect((await seen(app, '10.0.0.5', '6.6.6.6, 198.51.100.4, 10.0.0.7')).ip).toBe('198.51.100.4')
    expect((await seen(app, '127.0.0.1', '203.0.113.9')).ip).toBe('203.0.113.9')
    await app.close()
  })

  it('unset or 0 trusts no header at all', async () => {
    for (const value of ['', '0']) {
      const app = await appTrusting(database.db, value)
      expect((await seen(app, '198.51.100.20', '6.6.6.6')).ip).toBe('198.51.100.20')
      await app.close()
    }
  })

  it.each(['true', 'yes', '-1', '1.5', '10.0.0.0/33', '10.0.0.300', 'example.com', '10.0.0.1,,10.0.0.2', '1, 10.0.0.1'])(
    'stops the start on TRUST_PROXY=%s, saying what it wants',
    (value) => {
      expect(() => readConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY must be the number of proxies .* or a comma-separated list/)
    },
  )

  it("accepts proxy-addr's named ranges and IPv6", () => {
    expect(readConfig({ TRUST_PROXY: 'loopback, uniquelocal, fd00::/8, ::1' }).trustProxy).toEqual({
      proxies: ['loopback', 'uniquelocal', 'fd00::/8', '::1'],
    })
    expect(readConfig({ TRUST_PROXY: '3' }).trustProxy).toEqual({ hops: 3 })
    expect(readConfig({}).trustProxy).toBe(false)
  })
})
