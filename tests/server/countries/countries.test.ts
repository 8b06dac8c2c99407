import { existsSync, statSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Country } from '../../../server/countries/country'
import { flagPath } from '../../../server/countries/country'
import { openTestDatabase, type TestDatabase } from '../support/test-database'
import { buildTestApp } from '../support/test-app'

const PUBLIC_DIR = fileURLToPath(new URL('../../../public', import.meta.url))

describe('GET /api/countries', () => {
  let database: TestDatabase
  let app: FastifyInstance
  let countries: Country[]

  beforeAll(async () => {
    database = await openTestDatabase('pglite')
    app = await buildTestApp(database.db)
    const res = await app.inject({ method: 'GET', url: '/api/countries' })
    expect(res.statusCode).toBe(200)
    countries = res.json()
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  it('lists every assigned ISO 3166-1 country once, with unique ids', () => {
    expect(countries).toHaveLength(249)
    expect(new Set(countries.map((c) => c.ISO2)).size).toBe(249)
    expect(new Set(countries.map((c) => c.id_country)).size).toBe(249)
  })

  it('includes India with its ISO numeric id and calling code', () => {
    expect(countries.find((c) => c.ISO2 === 'IN')).toEqual({ id_country: 356, 'Country Name': 'India', 'Phone Code': '91', ISO2: 'IN' })
    expect(countries.find((c) => c.ISO2 === 'US')).toMatchObject({ id_country: 840, 'Phone Code': '1' })
  })

  it("gives every country a name, a digits-only calling code and the spec's field names only", () => {
    for (const c of countries) {
      expect(Object.keys(c).sort()).toEqual(['Country Name', 'ISO2', 'Phone Code', 'id_country'])
      expect(c.ISO2).toMatch(/^[A-Z]{2}$/)
      expect(c['Phone Code']).toMatch(/^[1-9][0-9]{0,3}$/)
      expect(c['Country Name']).not.toBe(c.ISO2)
    }
  })

  it('is sorted by name for the picker', () => {
    const names = countries.map((c) => c['Country Name'])
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')))
  })

  it('has a small PNG flag for every country', () => {
    const missing = countries.filter((c) => !existsSync(PUBLIC_DIR + flagPath(c.ISO2)))
    expect(missing).toEqual([])
    for (const c of countries) expect(statSync(PUBLIC_DIR + flagPath(c.ISO2)).size).toBeLessThan(8 * 1024)
  })

  it('refuses an unknown query parameter', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/countries?all=1' })).statusCode).toBe(422)
  })
})
