import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readConfig } from '../../../server/config'
import { appMetaSeamlessWalletSecret } from '../../../server/play/seamless-wallet/wallet-secret'
import { ENGINES, openTestDatabase, type TestDatabase } from '../support/test-database'

describe('game settings from the environment', () => {
  it('defaults the provider to port 3001 on localhost, and the wallet to this server', () => {
    const config = readConfig({ PORT: '4000' })
    expect(config).toMatchObject({
      gamePort: 3001,
      gameOrigin: 'http://localhost:3001',
      casinoInternalUrl: 'http://127.0.0.1:4000',
      seamlessWalletSecret: undefined,
    })
  })

  it('follows GAME_PORT and reads GAME_ORIGIN as an origin', () => {
    expect(readConfig({ GAME_PORT: '3101' }).gameOrigin).toBe('http://localhost:3101')
    expect(readConfig({ GAME_ORIGIN: 'https://games.example.com/' }).gameOrigin).toBe('https://games.example.com')
  })

  it.each(['games.example.com', 'ftp://games.example.com', 'not a url'])(
    'stops the start on GAME_ORIGIN=%j with a clear message',
    (raw) => {
      expect(() => readConfig({ GAME_ORIGIN: raw })).toThrow(/GAME_ORIGIN must be an http\(s\) origin/)
    },
  )

  it('refuses a short SEAMLESS_WALLET_SECRET', () => {
    expect(() => readConfig({ SEAMLESS_WALLET_SECRET: 'short' })).toThrow(/at least 32 characters/)
  })
})

describe.each(ENGINES)('the seamless-wallet secret on %s', (engine) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await openTestDatabase(engine)
  })
  afterAll(() => database.close())

  it('is generated once per install and shared by every process', async () => {
    const [a, b] = await Promise.all([
      appMetaSeamlessWalletSecret(database.db, undefined).get(),
      appMetaSeamlessWalletSecret(database.db, undefined).get(),
    ])
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(b).toBe(a)
    expect(await appMetaSeamlessWalletSecret(database.db, undefined).get()).toBe(a)
  })

  it('is the environment one when set', async () => {
    expect(await appMetaSeamlessWalletSecret(database.db, 'from-the-environment-0123456789abcdef').get()).toBe(
      'from-the-environment-0123456789abcdef',
    )
  })
})
