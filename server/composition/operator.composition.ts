import { breakInForce } from '../safer-play/play-breaks'
import { playerGrants } from '../bonuses/player-grants.query'
import { dbAuditLog } from '../operator/db-audit-log.adapter'
import { dbOperatorAccounts } from '../operator/db-operator-accounts.adapter'
import { operatorHooks } from '../operator/http/operator-auth'
import { makeOperatorSignIn } from '../operator/operator-sign-in.use-case'
import { makeApproveWithdrawal } from '../operator/approve-withdrawal.use-case'
import { makeProposeWithdrawalDecision } from '../operator/propose-withdrawal-decision.use-case'
import { makeConfirmWithdrawalDecision } from '../operator/confirm-withdrawal-decision.use-case'
import { makeDeclineWithdrawalDecision } from '../operator/decline-withdrawal-decision.use-case'
import { makeRecheckWithdrawal } from '../operator/recheck-withdrawal.use-case'
import { makeRejectWithdrawal } from '../operator/reject-withdrawal.use-case'
import { makeAdjustBalance } from '../operator/adjust-balance.use-case'
import { makeConfirmAdjustment } from '../operator/confirm-adjustment.use-case'
import { makeDeclineAdjustment } from '../operator/decline-adjustment.use-case'
import { dbPlayerDirectory } from '../operator/db-player-directory.adapter'
import { playerActions } from '../operator/player-actions'
import { operatorControl } from '../operator/operator-control'
import type { AccountsArea } from './accounts.composition'
import type { PlayArea } from './play.composition'
import type { PaymentsArea } from './payments.composition'
import type { PortOverrides, Shared } from './server-base'
import { makeSetPromotion } from '../promotions/set-promotion.use-case'

/**
 * The operator console's server side: operators' sign-in with a second factor, the hooks that
 * check an operator's token and permissions, and what operators do (each action with its audit
 * entry, money through the ledger).
 */
export function composeOperator(
  shared: Shared,
  deps: { readonly accounts: AccountsArea; readonly payments: PaymentsArea; readonly play: PlayArea },
  o: PortOverrides,
) {
  const { db, clock } = shared
  const { tokens, throttle, hasher, devices } = deps.accounts
  const { withdrawals, payouts, lightningPayouts: lightning, usdSatsRate: rate, applyReport } = deps.payments
  const operators = o.OperatorAccounts ?? dbOperatorAccounts(db)
  const audit = o.AuditLog ?? dbAuditLog(db)
  const queue = deps.payments.listing
  return {
    db,
    clock,
    operators,
    audit,
    queue,
    directory: dbPlayerDirectory(db),
    balances: (userId: number) => shared.ledger.balances(userId),
    grants: (userId: number) => playerGrants(shared.db, userId),
    playBreak: (userId: number) => breakInForce(shared.db, userId, shared.clock.now()),
    reconcilerRuns: deps.payments.runs,
    withdrawalGraceMs: deps.payments.config.reconciler.graceMs,
    players: playerActions({ db, audit, clock, endGameSessions: (userId) => deps.play.sessions.endAllOf(userId) }),
    adjustmentLimits: shared.config.operator.adjustmentLimits,
    adjustBalance: makeAdjustBalance({ db, ledger: shared.ledger, audit, clock, limits: shared.config.operator.adjustmentLimits }),
    confirmAdjustment: makeConfirmAdjustment({ db, ledger: shared.ledger, audit, clock }),
    declineAdjustment: makeDeclineAdjustment({ db, audit, clock }),
    approveWithdrawal: makeApproveWithdrawal({ withdrawals, lightning, rate, audit, clock }),
    rejectWithdrawal: makeRejectWithdrawal({ withdrawals, audit }),
    recheckWithdrawal: makeRecheckWithdrawal({ withdrawals, payouts, lightning, applyReport, audit, db }),
    proposeDecision: makeProposeWithdrawalDecision({ db, audit }),
    confirmDecision: makeConfirmWithdrawalDecision({ db, withdrawals, audit }),
    declineDecision: makeDeclineWithdrawalDecision({ db, audit }),
    deviceCookieMs: deps.accounts.config.deviceCookieMs,
    control: operatorControl({ db, operators, audit, clock }),
    promotions: shared.promotions,
    setPromotion: makeSetPromotion({ db, audit, settings: shared.promotions }),
    hooks: operatorHooks({ tokens, operators }),
    signIn: makeOperatorSignIn({ db, operators, hasher, tokens, throttle, devices, audit, clock }),
    signOut: async (operatorId: number, tokenId: number, address: string) => {
      await tokens.revoke(tokenId)
      await audit.record(db, {
        operatorId,
        via: 'api',
        action: 'operator.signed_out',
        target: { type: 'operator', id: String(operatorId) },
        address,
      })
    },
  }
}

export type OperatorArea = ReturnType<typeof composeOperator>
