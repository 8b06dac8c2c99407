import { randomUUID } from 'node:crypto'
import type { FairDigest } from '../../src/core/games/fairness'
import type { FairMechanic } from '../../src/core/games/fairness-round'
import type { Clock } from '../../src/core/shared/clock.port'
import { fairDigest } from './fair-digest'
import type { ProviderRounds, RoundRow } from './provider-rounds'
import type { SeedPair } from './provider-seeds'
import type { ProviderSession } from './provider-sessions'
import type { RoundWalletSteps } from './round-wallet-steps'
import type { SessionPlayLock } from './session-play-lock'

export type PlayRefusal = 'InsufficientFunds' | 'SessionEnded' | 'CasinoRefused' | 'CasinoUnavailable' | 'RoundInPlay'

export type PlayResult =
  | { readonly ok: true; readonly round: RoundRow; readonly seed: SeedPair; readonly balanceCents: number | null }
  | { readonly ok: false; readonly refusal: PlayRefusal }

export interface Decided {
  readonly outcome: unknown
  readonly fingerprint: string
  readonly winCents: number
}

export const refusalOf = (code: string): PlayRefusal =>
  code === 'INSUFFICIENT_FUNDS'
    ? 'InsufficientFunds'
    : code === 'SESSION_EXPIRED' || code === 'SESSION_NOT_FOUND'
      ? 'SessionEnded'
      : 'CasinoRefused'

/**
 * One round that is decided the moment it starts (a spin, a drop): take the next nonce, derive
 * the outcome from the seeds and record the round (one transaction), then bet and pay through
 * the casino's wallet.
 */
export const makePlayInstantRound =
  (deps: { plays: SessionPlayLock; rounds: ProviderRounds; steps: RoundWalletSteps; clock: Clock }) =>
  async (
    session: ProviderSession,
    input: {
      readonly mechanic: FairMechanic
      readonly betCents: number
      readonly params: Record<string, unknown>
      readonly decide: (digest: FairDigest) => Decided
    },
  ): Promise<PlayResult> => {
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
    const bet = await deps.steps.takeBet(session, round)
    if (bet.kind === 'refused') return { ok: false, refusal: refusalOf(bet.code) }
    if (bet.kind === 'unknown') return { ok: false, refusal: 'CasinoUnavailable' }
    if (decided.winCents === 0) {
      const settled = await deps.rounds.transition(id, ['betting'], { status: 'settled', balanceAfterCents: bet.balanceCents })
      return { ok: true, round: settled ?? round, seed, balanceCents: bet.balanceCents }
    }
    const owed = await deps.rounds.transition(id, ['betting'], { status: 'win_pending', winCents: decided.winCents })
    const balance = owed === null ? null : await deps.steps.payWin(session, owed)
    return { ok: true, round: (await deps.rounds.byId(id)) ?? round, seed, balanceCents: balance }
  }

export type PlayInstantRound = ReturnType<typeof makePlayInstantRound>
