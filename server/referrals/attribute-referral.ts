import type { Transaction } from 'kysely'
import type { Clock } from '../../src/core/shared/clock.port'
import type { Database } from '../db/database'
import { hashTokenSecret, TOKEN_SECRET_PATTERN } from '../accounts/token-secret'
import { accountSubject } from '../accounts/login-throttle.port'

/** What a sign-up through a referral link brings: the link's `ref`, and where the sign-up came from. */
export interface ReferralClaim {
  readonly ref: string
  /** The sign-up's address key (address-key.ts). */
  readonly address: string
  /** The device tokens the sign-up's browser presented. */
  readonly deviceTokens: readonly string[]
}

/** A referral link's `ref` is a player's account id (src/core/affiliates/referral-link.ts). */
const REF = /^[1-9]\d{0,15}$/

/**
 * Attributes a new player to the referrer their link names, inside the registration's transaction.
 * Refused quietly (the sign-up goes on, nothing says why): an unknown or malformed ref, oneself,
 * and a sign-up from an address the referrer signed in from or a browser that signed in to the
 * referrer's account (their device cookie). Answers whether it was attributed.
 */
export const makeAttributeReferral =
  (deps: { readonly clock: Clock }) =>
  async (trx: Transaction<Database>, referredId: number, claim: ReferralClaim): Promise<boolean> => {
    const ref = claim.ref.trim()
    if (!REF.test(ref)) return false
    const referrerId = Number(ref)
    if (referrerId === referredId) return false
    const referrer = await trx.selectFrom('users').select('id').where('id', '=', referrerId).executeTakeFirst()
    if (referrer === undefined) return false
    const account = accountSubject(referrerId)
    const sameAddress = await trx
      .selectFrom('login_known_addresses')
      .select('account')
      .where('account', '=', account)
      .where('address', '=', claim.address)
      .executeTakeFirst()
    if (sameAddress !== undefined) return false
    // Read in the registration's transaction (the embedded database has one connection): any browser
    // that ever signed in to the referrer's account (login-devices.port.ts), however long ago.
    const hashes = claim.deviceTokens.filter((token) => TOKEN_SECRET_PATTERN.test(token)).map(hashTokenSecret)
    if (hashes.length > 0) {
      const sameBrowser = await trx
        .selectFrom('login_devices')
        .select('id')
        .where('account', '=', account)
        .where('token_hash', 'in', hashes)
        .executeTakeFirst()
      if (sameBrowser !== undefined) return false
    }
    const written = await trx
      .insertInto('referrals')
      .values({ referred_id: referredId, referrer_id: referrerId, created_at: deps.clock.now() })
      .onConflict((oc) => oc.column('referred_id').doNothing())
      .executeTakeFirst()
    return Number(written.numInsertedOrUpdatedRows ?? 0) === 1
  }

export type AttributeReferral = ReturnType<typeof makeAttributeReferral>
