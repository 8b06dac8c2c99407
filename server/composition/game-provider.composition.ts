import type { FastifyBaseLogger } from 'fastify'
import type { Clock } from '../../src/core/shared/clock.port'
import type { Db } from '../db/database'
import type { CasinoClient } from '../game-provider/casino-client.port'
import type { GameProvider } from '../play/game-provider.port'
import { demoGameProvider } from '../play/demo-game-provider.adapter'
import { makeOpenSession } from '../game-provider/open-session.use-case'
import { makeCrashRounds } from '../game-provider/crash-rounds.use-case'
import { dbDemoGameLibrary } from '../game-provider/demo-game-library'
import { makePlayInstantRound } from '../game-provider/play-instant-round.use-case'
import { dbProviderRounds } from '../game-provider/provider-rounds'
import { dbProviderSeeds } from '../game-provider/provider-seeds'
import { dbProviderSessions } from '../game-provider/provider-sessions'
import { makeRecoverRounds } from '../game-provider/recover-rounds.use-case'
import { makeRoundWalletSteps } from '../game-provider/round-wallet-steps'
import { dbSessionPlayLock } from '../game-provider/session-play-lock'

/**
 * The demo game provider's own composition: its repositories and use cases over one database. It
 * is a service of its own (another origin, its own listener), reached by the casino only through
 * the signed seamless wallet; its app builds this with its own logger.
 */
export function composeGameProvider(deps: {
  readonly db: Db
  readonly clock: Clock
  readonly casino: CasinoClient
  readonly log: FastifyBaseLogger
}) {
  const sessions = dbProviderSessions(deps)
  const seeds = dbProviderSeeds(deps.db)
  const rounds = dbProviderRounds(deps.db)
  const plays = dbSessionPlayLock(deps.db)
  const steps = makeRoundWalletSteps({ casino: deps.casino, rounds, log: deps.log })
  const crash = makeCrashRounds({ plays, rounds, steps, clock: deps.clock })
  return {
    library: dbDemoGameLibrary(deps.db),
    sessions,
    seeds,
    rounds,
    plays,
    casino: deps.casino,
    playInstant: makePlayInstantRound({ plays, rounds, steps, clock: deps.clock }),
    crash,
    recoverRounds: makeRecoverRounds({ sessions, rounds, steps, crash, clock: deps.clock, log: deps.log }),
  }
}

export type ProviderGraph = ReturnType<typeof composeGameProvider>

/**
 * The casino's side of the demo provider (the GameProvider port): it runs in this process, so the
 * casino calls it directly; a real aggregator's adapter would make the same two calls over its
 * signed HTTP API.
 */
export function composeDemoGameProvider(deps: { readonly db: Db; readonly clock: Clock; readonly gameOrigin: string }): GameProvider {
  return demoGameProvider({
    library: dbDemoGameLibrary(deps.db),
    openSession: makeOpenSession({ sessions: dbProviderSessions(deps), clock: deps.clock, gameOrigin: deps.gameOrigin }),
  })
}
