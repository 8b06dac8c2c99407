import { randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import type { Db } from '../../db/database'

/** The seamless wallet's shared HMAC secret, as both the casino and the provider read it. */
export interface WalletSecret {
  readonly get: () => Promise<string>
}

const META_KEY = 'seamless_wallet_secret'

/**
 * SEAMLESS_WALLET_SECRET when set; otherwise one generated per install and kept in app_meta, so every
 * API process (and a restart) signs and verifies with the same key. The first writer wins the
 * insert race; everyone then reads the stored value.
 */
export function appMetaSeamlessWalletSecret(db: Db, configured: string | undefined): WalletSecret {
  let cached: Promise<string> | null = configured === undefined ? null : Promise.resolve(configured)
  const load = async (): Promise<string> => {
    const fresh = randomBytes(32).toString('base64url')
    await sql`insert into app_meta (key, value) values (${META_KEY}, ${fresh}) on conflict (key) do nothing`.execute(db)
    const row = await db.selectFrom('app_meta').select('value').where('key', '=', META_KEY).executeTakeFirstOrThrow()
    return row.value
  }
  return {
    get: () => {
      cached ??= load().catch((err: unknown) => {
        cached = null
        throw err
      })
      return cached
    },
  }
}
