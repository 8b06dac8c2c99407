import type { FastifyBaseLogger } from 'fastify'
import type { Clock } from '../../src/core/shared/clock.port'
import type { CrashRounds } from './crash-rounds.use-case'
import type { ProviderRounds, RoundRow } from './provider-rounds'
import type { ProviderSession, ProviderSessions } from './provider-sessions'
import type { RoundWalletSteps } from './round-wallet-steps'

/** Leave a round alone this long after it started: the request that started it may still be working on it. */
const GRACE_MS = 10_000
/** A bet call times out after 5 s; a round still 'betting' after this lost its process mid-call. */
const ORPHAN_MS = 30_000
const BATCH = 50

/**
 * The provider's recovery pass, run every few seconds by each process: settles crash rounds whose
 * time has come (a player who closed the page still gets an auto cash-out), retries owed wins and
 * rollbacks, and rolls back bets whose process died mid-call. Every step is a conditional
 * transition or an idempotent wallet call, so two processes sweeping at once do no harm.
 */
export const makeRecoverRounds =
  (deps: {
    sessions: ProviderSessions
    rounds: ProviderRounds
    steps: RoundWalletSteps
    crash: CrashRounds
    clock: Clock
    log: FastifyBaseLogger
  }) =>
  async (): Promise<number> => {
    const now = deps.clock.now().getTime()
    let handled = 0
    const each = async (rows: readonly RoundRow[], work: (session: ProviderSession, round: RoundRow) => Promise<unknown>) => {
      for (const round of rows) {
        const session = await deps.sessions.byId(round.session_id)
        if (session === null) continue
        try {
          await work(session, round)
          handled++
        } catch (err) {
          deps.log.error({ err, roundId: round.id }, 'round recovery failed')
        }
      }
    }
    await each(await deps.rounds.stuck(['running'], new Date(now), BATCH), (s, r) => deps.crash.progress(s, r))
    await each(await deps.rounds.stuck(['win_pending'], new Date(now - GRACE_MS), BATCH), (s, r) => deps.steps.payWin(s, r))
    await each(await deps.rounds.stuck(['rollback_pending'], new Date(now - GRACE_MS), BATCH), (s, r) => deps.steps.rollBack(s, r.id))
    await each(await deps.rounds.stuck(['betting'], new Date(now - ORPHAN_MS), BATCH), async (s, r) => {
      if (await deps.rounds.transition(r.id, ['betting'], { status: 'rollback_pending' })) await deps.steps.rollBack(s, r.id)
    })
    return handled
  }

export type RecoverRounds = ReturnType<typeof makeRecoverRounds>
