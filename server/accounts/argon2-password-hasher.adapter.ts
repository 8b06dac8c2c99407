import { hash, verify, type Algorithm } from '@node-rs/argon2'
import type { AccountsConfig } from './accounts-config'
import type { PasswordHasher } from './password-hasher.port'

// The package exports Algorithm as an ambient const enum, which isolated modules cannot read.
const ARGON2ID = 2 as Algorithm

/** Argon2id hashes in PHC format; the cost lives in each hash, so raising it later still verifies old ones. */
export const argon2PasswordHasher = (cost: AccountsConfig['argon2']): PasswordHasher => {
  const options = { algorithm: ARGON2ID, ...cost }
  // Made once, at start, with the same cost as real hashes so a dummy verify takes as long.
  const dummyHash = hash('coinfall-no-such-account', options)
  return {
    hash: (password) => hash(password, options),
    verify: async (stored, password) => {
      try {
        return await verify(stored, password)
      } catch {
        // A stored value that is not a PHC string can never match.
        return false
      }
    },
    verifyNothing: async (password) => {
      await verify(await dummyHash, password).catch(() => false)
    },
  }
}
