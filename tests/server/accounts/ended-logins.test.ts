import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dbAccessTokens } from '../../../server/accounts/db-access-tokens.adapter'
import { dbEndedLogins, type EndedLogins } from '../../../server/accounts/ended-logins'
import { createPlayer } from '../ledger/support/players'
import { ENGINES, openTestDatabase, type TestDatabase } from '../support/test-database'

/** EndedLogins on its own: a NOTIFY ends a sign-in's followers at once; the sweep catches one that simply expired. */
describe.each(ENGINES)('ended sign-ins on %s', (engine) => {
  let t: TestDatabase
  let ended: EndedLogins
  const clock = { now: () => new Date() }

  beforeAll(async () => {
    t = await openTestDatabase(engine)
    ended = dbEndedLogins({ db: t.db, clock, sweepMs: 200, onError: (err) => expect.fail(String(err)) })
  })
  afterAll(async () => {
    await ended.close()
    await t.close()
  })

  const signIn = async () => dbAccessTokens({ db: t.db, clock, ttlMs: 60_000 }).issue(t.db, await createPlayer(t.db))
  const heard = (tokenId: number) => {
    const calls: number[] = []
    return { calls, follow: () => ended.follow(tokenId, () => calls.push(Date.now())) }
  }
  const within = async (calls: readonly number[], ms: number) => {
    const started = Date.now()
    while (calls.length === 0 && Date.now() - started < ms) await new Promise((r) => setTimeout(r, 20))
    return calls.length
  }

  it('tells the followers of a sign-in that ends, once, and no other', async () => {
    const [a, b] = [await signIn(), await signIn()]
    const [onA, alsoOnA, onB] = [heard(a.tokenId), heard(a.tokenId), heard(b.tokenId)]
    await Promise.all([onA.follow(), alsoOnA.follow(), onB.follow()])
    await t.db.updateTable('access_tokens').set({ revoked_at: new Date() }).where('id', '=', a.tokenId).execute()
    expect(await within(onA.calls, 1_000)).toBe(1)
    expect(await within(alsoOnA.calls, 1_000)).toBe(1)
    // Writing it again (or anything else on the row) announces nothing more.
    await t.db.updateTable('access_tokens').set({ revoked_at: new Date() }).where('id', '=', a.tokenId).execute()
    await new Promise((r) => setTimeout(r, 300))
    expect([onA.calls.length, onB.calls.length]).toEqual([1, 0])
  })

  it('ends at once a follow of a sign-in already ended, and finds one that expired at the next sweep', async () => {
    const gone = await signIn()
    await t.db.updateTable('access_tokens').set({ revoked_at: new Date() }).where('id', '=', gone.tokenId).execute()
    const late = heard(gone.tokenId)
    await late.follow()
    expect(late.calls).toHaveLength(1)

    const expiring = await signIn()
    const onIt = heard(expiring.tokenId)
    await onIt.follow()
    await t.db
      .updateTable('access_tokens')
      .set({ expires_at: new Date(Date.now() - 1) })
      .where('id', '=', expiring.tokenId)
      .execute()
    expect(await within(onIt.calls, 2_000)).toBe(1)
  })

  it('stops telling a follower that unfollowed', async () => {
    const s = await signIn()
    const gone = heard(s.tokenId)
    const unfollow = await gone.follow()
    unfollow()
    await t.db.updateTable('access_tokens').set({ revoked_at: new Date() }).where('id', '=', s.tokenId).execute()
    await new Promise((r) => setTimeout(r, 400))
    expect(gone.calls).toHaveLength(0)
  })
})
