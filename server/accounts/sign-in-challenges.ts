import { SIGN_IN_CHALLENGE_MS } from '../../src/core/auth/two-factor.rules'
import type { Clock } from '../../src/core/shared/clock.port'
import type { Db } from '../db/database'
import { hashTokenSecret, newTokenSecret, TOKEN_SECRET_PATTERN } from './token-secret'

/** The password step of a sign-in as its code step finds it. */
export interface OpenChallenge {
  readonly userId: number
  /** Whether the password was right: kept here, never said, so the answer cannot tell which of the two was wrong. */
  readonly passwordOk: boolean
  readonly address: string
  readonly device: number | null
  /** The password step's row in the login throttle, counted as a failure until the code step succeeds. */
  readonly attemptId: number
}

/**
 * The code step of a sign-in to an account with two-factor sign-in on: a random token (only its
 * SHA-256 stored) bound to the account, open for SIGN_IN_CHALLENGE_MS and answered once, right or
 * wrong, so each code guess costs a password step the login throttle counts.
 */
export const dbSignInChallenges = (deps: { db: Db; clock: Clock }) => {
  const { db, clock } = deps
  return {
    open: async (challenge: OpenChallenge): Promise<string> => {
      const now = clock.now()
      await db.deleteFrom('sign_in_challenges').where('expires_at', '<=', now).execute()
      const token = newTokenSecret()
      await db
        .insertInto('sign_in_challenges')
        .values({
          token_hash: hashTokenSecret(token),
          user_id: challenge.userId,
          password_ok: challenge.passwordOk,
          address: challenge.address,
          device: challenge.device,
          attempt_id: challenge.attemptId,
          expires_at: new Date(now.getTime() + SIGN_IN_CHALLENGE_MS),
        })
        .execute()
      return token
    },

    /** The challenge, removed in the same statement so only one request gets it; null if unknown or expired. */
    take: async (token: string): Promise<OpenChallenge | null> => {
      if (!TOKEN_SECRET_PATTERN.test(token)) return null
      const row = await db
        .deleteFrom('sign_in_challenges')
        .where('token_hash', '=', hashTokenSecret(token))
        .returningAll()
        .executeTakeFirst()
      if (row === undefined || new Date(row.expires_at).getTime() <= clock.now().getTime()) return null
      return {
        userId: Number(row.user_id),
        passwordOk: row.password_ok,
        address: row.address,
        device: row.device === null ? null : Number(row.device),
        attemptId: Number(row.attempt_id),
      }
    },
  }
}

export type SignInChallenges = ReturnType<typeof dbSignInChallenges>
