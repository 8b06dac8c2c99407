import type { FastifyBaseLogger } from 'fastify'
import * as E from 'fp-ts/Either'
import type * as TE from 'fp-ts/TaskEither'
import { assertNever } from '../../src/core/shared/assert-never'
import type { CasinoClient, WalletCallFailure } from './casino-client.port'
import type { ProviderRounds, RoundRow } from './provider-rounds'
import type { ProviderSession } from './provider-sessions'

const WIN_ATTEMPTS = 3

/**
 * The wallet calls of a round, with the aggregator's recovery rules: a bet whose answer never
 * came is rolled back (the casino may or may not have taken it), a win is retried until paid.
 * Whatever is left unfinished stays in a *_pending state for the sweeper.
 */
export function makeRoundWalletSteps(deps: {
  readonly casino: CasinoClient
  readonly rounds: ProviderRounds
  readonly log: FastifyBaseLogger
}) {
  /** False while the casino cannot be reached: the round stays rollback_pending for the sweeper. */
  const rollBack = async (session: ProviderSession, roundId: string): Promise<boolean> => {
    const reply = await deps.casino.rollback(session.walletToken, roundId)()
    if (E.isLeft(reply)) {
      const failure = reply.left
      switch (failure._tag) {
        case 'Unreachable':
          return false
        case 'Refused':
          deps.log.error({ roundId, code: failure.code }, 'casino refused a rollback')
          break
        default:
          return assertNever(failure)
      }
    }
    await deps.rounds.transition(roundId, ['rollback_pending', 'betting'], { status: 'rolled_back' })
    return true
  }

  /** The balance after the bet; a refused round is closed, one whose answer was lost is rolled back. */
  const takeBet =
    (session: ProviderSession, round: RoundRow): TE.TaskEither<WalletCallFailure, number> =>
    async () => {
      const reply = await deps.casino.bet(session.walletToken, round.id, round.bet_cents)()
      if (E.isRight(reply)) return reply
      const failure = reply.left
      switch (failure._tag) {
        case 'Refused':
          await deps.rounds.transition(round.id, ['betting'], { status: 'refused' })
          return reply
        case 'Unreachable':
          deps.log.warn({ roundId: round.id, detail: failure.detail }, 'bet answer lost: rolling the round back')
          await deps.rounds.transition(round.id, ['betting'], { status: 'rollback_pending' })
          await rollBack(session, round.id)
          return reply
        default:
          return assertNever(failure)
      }
    }

  /** Pays a round already moved to win_pending; the balance after, or null while it is still owed. */
  const payWin = async (session: ProviderSession, round: RoundRow): Promise<number | null> => {
    for (let attempt = 1; attempt <= WIN_ATTEMPTS; attempt++) {
      const reply = await deps.casino.win(session.walletToken, round.id, round.win_cents)()
      if (E.isRight(reply)) {
        await deps.rounds.transition(round.id, ['win_pending'], { status: 'settled', balanceAfterCents: reply.right })
        return reply.right
      }
      const failure = reply.left
      switch (failure._tag) {
        case 'Refused':
          // Only a bug on either side gets here (the bet was accepted): settle so it is not retried forever.
          deps.log.error({ roundId: round.id, code: failure.code }, 'casino refused a win')
          await deps.rounds.transition(round.id, ['win_pending'], { status: 'settled' })
          return null
        case 'Unreachable':
          continue
        default:
          return assertNever(failure)
      }
    }
    deps.log.warn({ roundId: round.id }, 'win not confirmed yet: the sweeper will retry')
    return null
  }

  return { takeBet, payWin, rollBack }
}

export type RoundWalletSteps = ReturnType<typeof makeRoundWalletSteps>
