import * as E from 'fp-ts/Either'
import type * as TE from 'fp-ts/TaskEither'
import { parseSignUp, type SignUpField, type SignUpInput } from '../../src/core/auth/sign-up.rules'
import type { InvalidForm } from '../../src/core/shared/form-errors'
import type { Transaction } from 'kysely'
import type { Database, Db } from '../db/database'
import type { TakenField } from './account'
import type { AccessTokens } from './access-tokens.port'
import type { PasswordHasher } from './password-hasher.port'
import { NEW_PLAYER_ROLES } from './roles'
import { sessionGrant, type SessionGrant } from './session-grant'
import { takenFieldOf } from './unique-violation'
import type { Users } from './users.port'
import type { ReferralClaim } from '../referrals/attribute-referral'

/** Which promotion a sign-up's code applied, in the words the answer gives the player. */
export interface AppliedPromotion {
  readonly name: string
  readonly message: string
}

export type RegisterError = InvalidForm<SignUpField> | { readonly _tag: 'Taken'; readonly fields: readonly TakenField[] }

/**
 * Signs a player up: the account, the bonus its promo code names, its referrer (a referral link's)
 * and its first token commit together or not at all. Rejects only when the database or the ledger fails.
 */
export const makeRegister =
  (deps: {
    db: Db
    users: Users
    hasher: PasswordHasher
    tokens: AccessTokens
    /**
     * Grants the promotion the code names, if any, in the registration's transaction (a failure
     * undoes the sign-up). An unknown code grants nothing: sign-up never fails for a code.
     */
    applyPromotion: (trx: Transaction<Database>, userId: number, promoCode: string) => Promise<AppliedPromotion | null>
    /** Attributes the new player to the referrer a link named, in the same transaction; refused quietly. */
    attributeReferral: (trx: Transaction<Database>, userId: number, claim: ReferralClaim) => Promise<boolean>
  }) =>
  (
    input: SignUpInput,
    referral: ReferralClaim | null = null,
  ): TE.TaskEither<RegisterError, SessionGrant & { readonly promotion: AppliedPromotion | null }> =>
  async () => {
    const parsed = parseSignUp(input)
    if (E.isLeft(parsed)) return parsed
    const valid = parsed.right
    // Checked before the (deliberately slow) hash; the unique indexes settle any race below.
    const taken = await deps.users.taken(valid)
    if (taken.length > 0) return E.left({ _tag: 'Taken', fields: taken })
    const passwordHash = await deps.hasher.hash(valid.password)
    try {
      const grant = await deps.db.transaction().execute(async (trx) => {
        const account = await deps.users.create(trx, {
          name: valid.name,
          username: valid.username,
          email: valid.email,
          passwordHash,
          promoCode: valid.promoCode.trim() === '' ? null : valid.promoCode.trim(),
          roles: NEW_PLAYER_ROLES,
        })
        const promotion = await deps.applyPromotion(trx, account.id, valid.promoCode)
        if (referral !== null) await deps.attributeReferral(trx, account.id, referral)
        const issued = await deps.tokens.issue(trx, account.id)
        return { ...sessionGrant(issued.token, account), promotion }
      })
      return E.right(grant)
    } catch (error) {
      const field = takenFieldOf(error)
      if (field === null) throw error
      return E.left({ _tag: 'Taken', fields: [field] })
    }
  }

export type Register = ReturnType<typeof makeRegister>
