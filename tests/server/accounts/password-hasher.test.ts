import { parseOptions } from '@node-rs/argon2'
import { describe, expect, it } from 'vitest'
import { readAccountsConfig } from '../../../server/accounts/accounts-config'
import { argon2PasswordHasher } from '../../../server/accounts/argon2-password-hasher.adapter'

describe('argon2PasswordHasher', () => {
  it('hashes with argon2id at the OWASP cost by default (m=19456 KiB, t=2, p=1)', async () => {
    const hasher = argon2PasswordHasher(readAccountsConfig({}).argon2)
    const hash = await hasher.hash('secret1')
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(parseOptions(hash)).toMatchObject({ memoryCost: 19456, timeCost: 2, parallelism: 1 })
    expect(await hasher.verify(hash, 'secret1')).toBe(true)
    expect(await hasher.verify(hash, 'secret2')).toBe(false)
  })

  it('salts every hash and treats a stored value that is not a hash as a mismatch', async () => {
    const hasher = argon2PasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 })
    expect(await hasher.hash('same-1')).not.toBe(await hasher.hash('same-1'))
    expect(await hasher.verify('not a hash', 'same-1')).toBe(false)
    await expect(hasher.verifyNothing('anything')).resolves.toBeUndefined()
  })

  it('reads its cost, token lifetime and throttle from the environment, refusing nonsense', () => {
    const config = readAccountsConfig({
      ACCESS_TOKEN_TTL_HOURS: '2',
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '5',
      LOGIN_FAILURE_WINDOW_MINUTES: '30',
    })
    expect(config.tokenTtlMs).toBe(2 * 3_600_000)
    expect(config.throttle).toEqual({
      maxFailuresPerPair: 10,
      maxFailuresPerAccount: 5,
      maxFailuresPerAddress: 100,
      windowMs: 30 * 60_000,
      knownAddressMs: 30 * 24 * 3_600_000,
    })
    expect(readAccountsConfig({ LOGIN_MAX_FAILURES_PER_PAIR: '4', LOGIN_KNOWN_ADDRESS_DAYS: '7' }).throttle).toMatchObject({
      maxFailuresPerPair: 4,
      knownAddressMs: 7 * 24 * 3_600_000,
    })
    expect(readAccountsConfig({}).tokenTtlMs).toBe(7 * 24 * 3_600_000)
    expect(() => readAccountsConfig({ ARGON2_MEMORY_KIB: '4' })).toThrow(/ARGON2_MEMORY_KIB/)
    expect(() => readAccountsConfig({ ACCESS_TOKEN_TTL_HOURS: 'soon' })).toThrow(/ACCESS_TOKEN_TTL_HOURS/)
  })
})
