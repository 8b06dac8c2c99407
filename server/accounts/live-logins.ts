import type { Db } from '../db/database'

/** Of these sign-ins (access token ids), the ones still live: not ended, not expired, the account not locked. */
export async function liveLogins(db: Db, now: Date, tokenIds: readonly number[]): Promise<ReadonlySet<number>> {
  if (tokenIds.length === 0) return new Set()
  const rows = await db
    .selectFrom('access_tokens')
    .innerJoin('users', 'users.id', 'access_tokens.user_id')
    .select('access_tokens.id')
    .where('access_tokens.id', 'in', [...tokenIds])
    .where('access_tokens.revoked_at', 'is', null)
    .where('access_tokens.expires_at', '>', now)
    .where('users.locked_at', 'is', null)
    .execute()
  return new Set(rows.map((r) => Number(r.id)))
}
