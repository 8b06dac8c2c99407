import type { FastifyBaseLogger } from 'fastify'
import type { CasinoWallet, WalletReply } from './casino-wallet.port'
import type { ProviderRounds, RoundRow } from './provider-rounds'
import type { ProviderSession } from './provider-sessions'

export type BetResult =
  | { readonly kind: 'accepted'; readonly balanceCents: number }
  | { readonly kind: 'refused'; readonly code: string }
  | { readonly kind: 'unknown' }

const WIN_ATTEMPTS = 3

/**
 * The wallet calls of a round, with the aggregator's recovery rules: a bet whose answer never
 * came is rolled back (the casino may or may not have taken it), a win is retried until paid.
 * Whatever is left unfinished stays in a *_pending state for the sweeper.
 */
export function makeRoundWalletSteps(deps: {
  readonly wallet: CasinoWallet
  readonly rounds: ProviderRounds
  readonly log: FastifyBaseLogger
}) {
  const rollBack = async (session: ProviderSession, roundId: string): Promise<boolean> => {
    const reply = await deps.wallet.rollback(session.walletToken, roundId)
    if (reply.kind === 'unreachable') return false
    if (reply.kind === 'refused') deps.log.error({ roundId, code: reply.code }, 'casino refused a rollback')
    await deps.rounds.transition(roundId, ['rollback_pending', 'betting'], { status: 'rolled_back' })
    return true
  }

  const takeBet = async (session: ProviderSession, round: RoundRow): Promise<BetResult> => {
    const reply: WalletReply = await deps.wallet.bet(session.walletToken, round.id, round.bet_cents)
    if (reply.kind === 'ok') return { kind: 'accepted', balanceCents: reply.balanceCents }
    if (reply.kind === 'refused') {
      await deps.rounds.transition(round.id, ['betting'], { status: 'refused' })
      return { kind: 'refused', code: reply.code }
    }
    deps.log.warn({ roundId: round.id, detail: reply.detail }, 'bet answer lost: rolling the round back')
    await deps.rounds.transition(round.id, ['betting'], { status: 'rollback_pending' })
    await rollBack(session, round.id)
    return { kind: 'unknown' }
  }

  /** Pays a round already moved to win_pending; the balance after, or null while it is still owed. */
  const payWin = async (session: ProviderSession, round: RoundRow): Promise<number | null> => {
    for (let attempt = 1; attempt <= WIN_ATTEMPTS; attempt++) {
      const reply = await deps.wallet.win(session.walletToken, round.id, round.win_cents)
      if (reply.kind === 'ok') {
        await deps.rounds.transition(round.id, ['win_pending'], { status: 'settled', balanceAfterCents: reply.balanceCents })
        return reply.balanceCents
      }
      if (reply.kind === 'refused') {
        // Only a bug on either side gets here (the bet was accepted): settle so it is not retried forever.
        deps.log.error({ roundId: round.id, code: reply.code }, 'casino refused a win')
        await deps.rounds.transition(round.id, ['win_pending'], { status: 'settled' })
        return null
      }
    }
    deps.log.warn({ roundId: round.id }, 'win not confirmed yet: the sweeper will retry')
    return null
  }

  return { takeBet, payWin, rollBack }
}

export type RoundWalletSteps = ReturnType<typeof makeRoundWalletSteps>
