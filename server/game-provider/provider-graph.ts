import type { FastifyBaseLogger } from 'fastify'
import type { Clock } from '../../src/core/shared/clock.port'
import type { Db } from '../db/database'
import type { CasinoWallet } from './casino-wallet.port'
import { makeCrashRounds } from './crash-rounds.use-case'
import { dbDemoGameLibrary } from './demo-game-library'
import { makePlayInstantRound } from './play-instant-round.use-case'
import { dbProviderRounds } from './provider-rounds'
import { dbProviderSeeds } from './provider-seeds'
import { dbProviderSessions } from './provider-sessions'
import { makeRecoverRounds } from './recover-rounds.use-case'
import { makeRoundWalletSteps } from './round-wallet-steps'

/** The demo provider's own composition: its repositories and use cases over one database. */
export function buildProviderGraph(deps: { readonly db: Db; readonly clock: Clock; readonly wallet: CasinoWallet; readonly log: FastifyBaseLogger }) {
  const sessions = dbProviderSessions(deps)
  const seeds = dbProviderSeeds(deps.db)
  const rounds = dbProviderRounds(deps.db)
  const steps = makeRoundWalletSteps({ wallet: deps.wallet, rounds, log: deps.log })
  const crash = makeCrashRounds({ seeds, rounds, steps, clock: deps.clock })
  return {
    library: dbDemoGameLibrary(deps.db),
    sessions,
    seeds,
    rounds,
    wallet: deps.wallet,
    playInstant: makePlayInstantRound({ seeds, rounds, steps, clock: deps.clock }),
    crash,
    recoverRounds: makeRecoverRounds({ sessions, rounds, steps, crash, clock: deps.clock, log: deps.log }),
  }
}

export type ProviderGraph = ReturnType<typeof buildProviderGraph>
