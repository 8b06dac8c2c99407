import { rmSync } from 'node:fs'
import { afterAll, describe, expect, it } from 'vitest'
import { ENGINES } from '../support/test-database'
import { fakeClientDir } from '../play/support/games-harness'
import { runBurst, type BurstPlayer } from './support/burst'
import { crashTarget, type CrashTarget } from './support/crash-target'
import { moneyInvariants, withdrawalCounts } from './support/money-invariants'
import { depositLightning, launchGame, register, send } from './support/player-client'
import { freePort, startServer, type ServerProcess } from './support/server-process'

const PLAYERS = 6
const CALLS_PER_LANE = 30
/**
 * The kill comes once this many calls have been answered, rounds among them: well inside the burst
 * (24 lanes of 30 calls). On PGlite rounds queue behind everything else on its one connection.
 */
const KILL_AFTER = 150
const ROUNDS_BEFORE_KILL = PLAYERS
const RECONCILED = /"msg":"withdrawals reconciled"/

// The real server in its own process, killed with SIGKILL in the middle of a burst of withdrawals,
// deposits and game rounds, then started again on the same data: after the reconciler's first run
// the books must hold every invariant, checked with SQL.
describe.each(ENGINES)('a server killed mid-burst on %s', (engine) => {
  const clientDir = fakeClientDir()
  const running: ServerProcess[] = []
  let target: CrashTarget | undefined
  afterAll(async () => {
    for (const server of running) await server.kill('SIGKILL')
    await target?.drop()
    rmSync(clientDir, { recursive: true, force: true })
  })

  it('restarts with balanced books, every withdrawal debited once and in a state someone can see', async () => {
    target = await crashTarget(engine)
    const [port, gamePort] = [await freePort(), await freePort()]
    const env = {
      ...target.env,
      PORT: String(port),
      GAME_PORT: String(gamePort),
      HOST: '127.0.0.1',
      CLIENT_DIR: clientDir,
      LOG_LEVEL: 'info',
      WITHDRAWAL_RECONCILE_EVERY_SECONDS: '1',
      WITHDRAWAL_RECONCILE_GRACE_SECONDS: '1',
      // The killed server never released the reconciler's lease: the restarted one takes it once it expires.
      SCHEDULER_LEASE_SECONDS: '2',
    }
    const gameOrigin = `http://127.0.0.1:${gamePort}`
    const first = await startServer(env, port)
    running.push(first)

    const players: BurstPlayer[] = await Promise.all(
      Array.from({ length: PLAYERS }, async () => {
        const player = await register(first.origin)
        expect(await depositLightning(first.origin, player, '150.00')).toBe('completed')
        return { player, playToken: await launchGame(first.origin, gameOrigin, player, 'cf-slots-myth') }
      }),
    )

    let killed: Promise<void> | null = null
    const burst = await runBurst(first.origin, gameOrigin, players, {
      callsPerLane: CALLS_PER_LANE,
      onAnswered: (answered, byKind) => {
        if (answered >= KILL_AFTER && (byKind.spin ?? 0) >= ROUNDS_BEFORE_KILL) killed ??= first.kill('SIGKILL')
      },
    })
    await killed
    expect(burst.serverErrors).toEqual([])
    expect(burst.cutOff).toBeGreaterThan(0)

    // What the kill left, read from a copy (PGlite) so the restarted server recovers the original itself.
    const left = await target.open({ copy: true })
    const atKill = await withdrawalCounts(left.db)
    await left.close()

    const second = await startServer(env, port)
    running.push(second)
    const reconciled = await second.waitForLine(RECONCILED, 20_000)
    const after = await send(`${second.origin}/api/wallet-balance`, { headers: players[0]?.player.headers ?? {} })
    expect(after.status).toBe(200)
    await second.kill('SIGTERM')

    const books = await target.open()
    const invariants = await moneyInvariants(books.db, burst.confirmed)
    const atEnd = await withdrawalCounts(books.db)
    await books.close()
    console.info(
      `[${engine}] burst ${JSON.stringify(burst.byKind)}, ${burst.cutOff} calls cut off; withdrawals at the kill ${JSON.stringify(atKill)}, after the restart ${JSON.stringify(atEnd)}`,
    )
    expect(invariants).toEqual({
      confirmedWithdrawalsLost: [],
      confirmedDepositsLost: [],
      entriesSumToZero: true,
      unbalancedTransactions: [],
      movementsWithoutEntries: [],
      negativeBalances: [],
      balancesOffTheirEntries: [],
      debitsWithoutWithdrawal: [],
      withdrawalsWithoutDebit: [],
      withdrawalsNotVisible: [],
      withdrawalsWithoutNextStep: [],
      refundsOutOfStep: [],
      debitedTwice: [],
      refundedTwice: [],
      paidOutAndRefunded: [],
      depositsCreditedTwice: [],
    })
    expect(reconciled).toBe(true)
  })
})
