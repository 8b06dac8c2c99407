import { randomUUID } from 'node:crypto'
import * as E from 'fp-ts/Either'
import type * as TE from 'fp-ts/TaskEither'
import { crashEndMs, crashMsToReach, crashMultiplierAt, crashPointX100, crashWinX100 } from '../../src/core/fairness/crash'
import { CRASH_MIN_CASHOUT_X100 } from '../../src/core/fairness/play-choices.rules'
import { fairFingerprint } from '../../src/core/fairness/round'
import type { Clock } from '../../src/core/shared/clock.port'
import { fairDigest } from './fair-digest'
import type { PlayedRound } from './play-instant-round.use-case'
import { betRefusal, type PlayRefusal } from './play-refusal'
import type { ProviderRounds, RoundRow } from './provider-rounds'
import type { ProviderSession } from './provider-sessions'
import type { RoundWalletSteps } from './round-wallet-steps'
import type { SessionPlayLock } from './session-play-lock'

type Deps = { plays: SessionPlayLock; rounds: ProviderRounds; steps: RoundWalletSteps; clock: Clock }

/** A cash-out before the multiplier reaches 1.01x. */
export type TooEarly = { readonly _tag: 'TooEarly' }

export type CrashProgress =
  | { readonly state: 'running'; readonly elapsedMs: number; readonly multiplierX100: number }
  | { readonly state: 'ended'; readonly round: RoundRow; readonly balanceCents: number | null }

const crashOf = (round: RoundRow): number => (JSON.parse(round.outcome) as { crashX100: number }).crashX100
const autoOf = (round: RoundRow): number | null => (JSON.parse(round.params) as { autoCashoutX100?: number }).autoCashoutX100 ?? null

/**
 * The crash game: the round's crash point is fixed by the seeds when it starts and stays on the
 * server until the round ends. The multiplier follows the server's clock from the moment the bet
 * was accepted; a cash-out pays the multiplier the server sees when it arrives.
 */
export function makeCrashRounds(deps: Deps) {
  /** Refused ('RoundInPlay') while another round of the session is betting or in the air: one flies at a time. */
  const start =
    (session: ProviderSession, betCents: number, autoCashoutX100: number | null): TE.TaskEither<PlayRefusal, PlayedRound> =>
    async () => {
      const opened = await deps.plays.openSoleRound(session.id, (seed, nonce) => {
        const digest = fairDigest({ serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce })
        return {
          round: {
            id: randomUUID(),
            mechanic: 'crash',
            bet_cents: betCents,
            params: JSON.stringify(autoCashoutX100 === null ? {} : { autoCashoutX100 }),
            fingerprint: fairFingerprint({ mechanic: 'crash' }, digest),
            outcome: JSON.stringify({ crashX100: crashPointX100(digest) }),
            created_at: deps.clock.now(),
          },
          decided: null,
        }
      })()
      if (E.isLeft(opened)) return opened
      const { seed, round } = opened.right
      const bet = await deps.steps.takeBet(session, round)()
      if (E.isLeft(bet)) return E.left(betRefusal(bet.left))
      const running = await deps.rounds.transition(round.id, ['betting'], {
        status: 'running',
        startedAt: deps.clock.now(),
        balanceAfterCents: bet.right,
      })
      return E.right({ round: running ?? round, seed, balanceCents: bet.right })
    }

  /** Ends the round at `cashoutX100` (0: lost), once: whoever wins the transition pays. */
  const finish = async (session: ProviderSession, round: RoundRow, cashoutX100: number): Promise<CrashProgress> => {
    const winX100 = crashWinX100(crashOf(round), cashoutX100)
    const winCents = Math.floor((round.bet_cents * winX100) / 100)
    const claimed = await deps.rounds.transition(
      round.id,
      ['running'],
      winCents > 0 ? { status: 'win_pending', winCents, cashoutX100 } : { status: 'settled' },
    )
    if (claimed === null) return ended(round.id)
    const balance = winCents > 0 ? await deps.steps.payWin(session, claimed) : claimed.balance_after_cents
    return { state: 'ended', round: (await deps.rounds.byId(round.id)) ?? claimed, balanceCents: balance }
  }

  const ended = async (roundId: string): Promise<CrashProgress> => {
    const round = await deps.rounds.byId(roundId)
    if (round === null) throw new Error(`crash round ${roundId} vanished`)
    return { state: 'ended', round, balanceCents: round.balance_after_cents }
  }

  /** Where a round stands now; a round whose auto cash-out or crash time has passed is settled first. */
  const progress = async (session: ProviderSession, round: RoundRow): Promise<CrashProgress> => {
    if (round.status !== 'running' || round.started_at === null) return ended(round.id)
    const elapsedMs = deps.clock.now().getTime() - round.started_at.getTime()
    const auto = autoOf(round)
    const crash = crashOf(round)
    if (auto !== null && auto <= crash && elapsedMs >= crashMsToReach(auto)) return finish(session, round, auto)
    if (elapsedMs >= crashEndMs(crash)) return finish(session, round, 0)
    return { state: 'running', elapsedMs, multiplierX100: crashMultiplierAt(elapsedMs) }
  }

  /** Refused (TooEarly) before the multiplier reaches 1.01x; a round already over answers how it ended. */
  const cashOut =
    (session: ProviderSession, round: RoundRow): TE.TaskEither<TooEarly, CrashProgress> =>
    async () => {
      const now = await progress(session, round)
      if (now.state === 'ended') return E.right(now)
      if (now.multiplierX100 < CRASH_MIN_CASHOUT_X100) return E.left({ _tag: 'TooEarly' })
      return E.right(await finish(session, round, now.multiplierX100))
    }

  return { start, progress, cashOut }
}

export type CrashRounds = ReturnType<typeof makeCrashRounds>
