import { randomUUID } from 'node:crypto'
import * as E from 'fp-ts/Either'
import type * as TE from 'fp-ts/TaskEither'
import type { FairDigest } from '../../src/core/fairness/digest'
import type { FairMechanic } from '../../src/core/fairness/round'
import type { Clock } from '../../src/core/shared/clock.port'
import { fairDigest } from './fair-digest'
import { betRefusal, type PlayRefusal } from './play-refusal'
import type { ProviderRounds, RoundRow } from './provider-rounds'
import type { SeedPair } from './provider-seeds'
import type { ProviderSession } from './provider-sessions'
import type { RoundWalletSteps } from './round-wallet-steps'
import type { SessionPlayLock } from './session-play-lock'

/** A round played: its row as it stands, its seed pair, and the balance after it (null while a win is still owed). */
export interface PlayedRound {
  readonly round: RoundRow
  readonly seed: SeedPair
  readonly balanceCents: number | null
}

export interface Decided {
  readonly outcome: unknown
  readonly fingerprint: string
  readonly winCents: number
}

/**
 * One round that is decided the moment it starts (a spin, a drop): take the next nonce, derive
 * the outcome from the seeds and record the round (one transaction), then bet and pay through
 * the casino's wallet.
 */
export const makePlayInstantRound =
  (deps: { plays: SessionPlayLock; rounds: ProviderRounds; steps: RoundWalletSteps; clock: Clock }) =>
  (
    session: ProviderSession,
    input: {
      readonly mechanic: FairMechanic
      readonly betCents: number
      readonly params: Record<string, unknown>
      readonly decide: (digest: FairDigest) => Decided
    },
  ): TE.TaskEither<PlayRefusal, PlayedRound> =>
  async () => {
    const { seed, round, decided } = await deps.plays.openRound(session.id, (seed, nonce) => {
      const decided = input.decide(fairDigest({ serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce }))
      return {
        round: {
          id: randomUUID(),
          mechanic: input.mechanic,
          bet_cents: input.betCents,
          params: JSON.stringify(input.params),
          fingerprint: decided.fingerprint,
          outcome: JSON.stringify(decided.outcome),
          created_at: deps.clock.now(),
        },
        decided,
      }
    })
    const id = round.id
    const bet = await deps.steps.takeBet(session, round)()
    if (E.isLeft(bet)) return E.left(betRefusal(bet.left))
    if (decided.winCents === 0) {
      const settled = await deps.rounds.transition(id, ['betting'], { status: 'settled', balanceAfterCents: bet.right })
      return E.right({ round: settled ?? round, seed, balanceCents: bet.right })
    }
    const owed = await deps.rounds.transition(id, ['betting'], { status: 'win_pending', winCents: decided.winCents })
    const balance = owed === null ? null : await deps.steps.payWin(session, owed)
    return E.right({ round: (await deps.rounds.byId(id)) ?? round, seed, balanceCents: balance })
  }

export type PlayInstantRound = ReturnType<typeof makePlayInstantRound>
