import { sql } from 'kysely'
import { afterAll, describe, expect, it } from 'vitest'
import { moneyInvariants } from '../crash/support/money-invariants'
import { depositLightning, launchGame, register, type RemotePlayer } from '../crash/support/player-client'
import { followBalances, type BalanceFollower } from './support/balance-follower'
import { clusterUnderTest, POSTGRES, type ClusterUnderTest } from './support/cluster-under-test'
import { callFresh, type Reply } from './support/fresh-connection'

const PLAYERS = 6
/** Each lane stops after this many calls even if the restarts take longer: the load is bounded. */
const MOST_CALLS_PER_LANE = 400

const until = async (what: string, done: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

interface Load {
  readonly failures: string[]
  readonly calls: Record<string, number>
  readonly confirmedDeposits: string[]
}

/** Bets through the game provider and deposits through the casino, lane after lane, until `done()`. */
async function runLoad(
  t: ClusterUnderTest,
  players: readonly { player: RemotePlayer; playToken: string }[],
  done: () => boolean,
): Promise<Load> {
  const { origin, gamesOrigin } = t.cluster
  const load: Load = { failures: [], calls: {}, confirmedDeposits: [] }
  const note = (kind: string, reply: Reply | Error) => {
    load.calls[kind] = (load.calls[kind] ?? 0) + 1
    if (reply instanceof Error) load.failures.push(`${kind}: ${reply.message}`)
    else if (reply.status !== 200) load.failures.push(`${kind} ${reply.status}: ${JSON.stringify(reply.body)}`)
  }
  const lane = async (kind: string, call: (i: number) => Promise<Reply>) => {
    for (let i = 0; i < MOST_CALLS_PER_LANE && !done(); i++)
      note(kind, await call(i).catch((err: unknown) => (err instanceof Error ? err : new Error(String(err)))))
  }
  await Promise.all(
    players.flatMap(({ player, playToken }) => [
      lane('bet', (i) =>
        callFresh(`${gamesOrigin}/api/slot/spin`, {
          headers: { authorization: `Bearer ${playToken}` },
          body: { betCents: [20, 50, 100][i % 3] },
        }),
      ),
      lane('deposit', async () => {
        const started = await callFresh(`${origin}/api/payments/lightning`, { headers: { ...player.headers }, body: { amount: '1.00' } })
        if (started.status !== 200) return started
        const paid = await callFresh(`${origin}/api/sandbox/lightning/pay/${String(started.body.invoice_id)}`, {
          headers: { ...player.headers },
          body: {},
        })
        if (paid.status === 200 && paid.body.status === 'completed') load.confirmedDeposits.push(String(paid.body.invoice_id))
        return paid
      }),
    ]),
  )
  return load
}

// Three API processes behind the repository's nginx, each restarted in turn (taken out of nginx,
// drained by SIGTERM, started again) while players bet, deposit and follow their balances: no call
// fails, the books balance, and every balance stream resumes with Last-Event-ID and misses nothing.
describe.skipIf(POSTGRES === undefined)('a rolling restart behind nginx (PostgreSQL; needs TEST_DATABASE_URL)', () => {
  let t: ClusterUnderTest | undefined
  const followers: BalanceFollower[] = []
  afterAll(async () => {
    for (const f of followers) f.stop()
    await t?.close()
  })

  it('loses no request, no cent and no balance event', async () => {
    // Every player here shares one address, as players behind a carrier's NAT do: limits far above the load.
    t = await clusterUnderTest(3, {
      DRAIN_QUIET_MS: '500',
      RATE_LIMIT_DEPOSITS_PER_PLAYER: '100000',
      RATE_LIMIT_DEPOSITS_PER_ADDRESS: '100000',
    })
    const { origin, gamesOrigin } = t.cluster
    const players = await Promise.all(
      Array.from({ length: PLAYERS }, async () => {
        const player = await register(origin)
        expect(await depositLightning(origin, player, '100.00')).toBe('completed')
        return { player, playToken: await launchGame(origin, gamesOrigin, player, 'cf-slots-myth') }
      }),
    )
    for (const { player } of players) followers.push(followBalances(origin, { ...player.headers }))

    let restarted = false
    const [load] = await Promise.all([
      runLoad(t, players, () => restarted),
      t.cluster.rollingRestart().finally(() => {
        restarted = true
      }),
    ])

    const books = await t.target.open()
    try {
      // Every stream catches up with its player's newest movement and balances, having resumed at least once.
      const newest = async (userId: number) => {
        const { rows } = await sql<{ id: number; bonus: number; withdrawable: number }>`
          select (select max(id) from ledger_transactions where user_id = ${userId}) as id,
                 (select balance_cents from ledger_accounts where user_id = ${userId} and kind = 'bonus') as bonus,
                 (select balance_cents from ledger_accounts where user_id = ${userId} and kind = 'withdrawable') as withdrawable`.execute(
          books.db,
        )
        return rows[0]!
      }
      await until('every stream to show its newest movement', async () => {
        for (const [i, { player }] of players.entries()) {
          const db = await newest(player.userId)
          const last = followers[i]!.events.at(-1)
          if (
            last?.id !== Number(db.id) ||
            last.data.bonus_balance_cents !== db.bonus ||
            last.data.withdrawable_balance_cents !== db.withdrawable
          )
            return false
        }
        return true
      })
      const streams = followers.map((f) => ({
        resumed: f.resumes() > 0,
        idsOnlyGrow: f.events.every((e, i) => i === 0 || e.id > f.events[i - 1]!.id),
      }))
      const invariants = await moneyInvariants(books.db, { withdrawals: [], deposits: load.confirmedDeposits })
      console.info(
        `rolling restart under load: ${JSON.stringify(load.calls)}, stream resumes ${followers.map((f) => f.resumes()).join(', ')}`,
      )
      // No wallet call of the provider's failed at nginx or at a process (the cause of a cancelled
      // spin the players' own calls cannot see): none answered 5xx.
      const proxyFailures = t.nginxAccessLines().filter((l) => l.includes('/api/seamless-wallet/') && /" 5\d\d \d+ /.test(l))
      expect(proxyFailures).toEqual([])
      // A spin the provider cancels because a wallet call outlasted its 5 s timeout (a machine loaded
      // far past its cores) is the provider's designed answer, refunded; nothing else may fail.
      const cancelled = load.failures.filter((f) => f.startsWith('bet 503') && f.includes('CasinoUnavailable'))
      if (cancelled.length > 0) console.info(`${cancelled.length} spins cancelled by the provider's wallet timeout`)
      const lost = t.providerLines().filter((l) => l.includes('"msg":"bet answer lost: rolling the round back"'))
      expect(lost.filter((l) => !/"detail":"[^"]*timeout/i.test(l))).toEqual([])
      expect(load.failures.filter((f) => !cancelled.includes(f))).toEqual([])
      expect(load.calls.bet).toBeGreaterThan(PLAYERS * 3)
      expect(streams.every((s) => s.resumed && s.idsOnlyGrow)).toBe(true)
      expect(invariants).toMatchObject({
        confirmedDepositsLost: [],
        entriesSumToZero: true,
        unbalancedTransactions: [],
        negativeBalances: [],
        balancesOffTheirEntries: [],
        depositsCreditedTwice: [],
      })

      // A spin's request id, given by nginx to the game provider, is the id the casino logged its wallet calls under.
      const spin = t
        .providerLines()
        .map((l) => /"reqId":"([^"]+)".*"url":"\/api\/slot\/spin"/.exec(l)?.[1])
        .find((id) => id !== undefined)
      expect(spin).toMatch(/^[0-9a-f]{32}$/)
      expect(t.apiLines().some((l) => l.includes(`"reqId":"${spin}"`) && l.includes('/api/seamless-wallet/bet'))).toBe(true)
      // The withdrawal reconciler kept running, on one process.
      const passes = await books.db.selectFrom('scheduled_passes').select(['name', 'holder']).execute()
      expect(passes.map((p) => p.name)).toContain('withdrawals')
    } finally {
      await books.close()
    }
  })
})
