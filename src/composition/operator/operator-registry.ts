import type { AdjustBalance } from '../../core/operator/adjust-balance.use-case'
import type { ApproveWithdrawal } from '../../core/operator/approve-withdrawal.use-case'
import type { EndPlayerSession } from '../../core/operator/end-player-session.use-case'
import type { FindPlayers } from '../../core/operator/find-players.use-case'
import type { LoadAuditLog } from '../../core/operator/load-audit-log.use-case'
import type { LoadLedgerHealth } from '../../core/operator/load-ledger-health.use-case'
import type { LoadPlayerActivity } from '../../core/operator/load-player-activity.use-case'
import type { LoadPlayer } from '../../core/operator/load-player.use-case'
import type { LoadWithdrawalQueue } from '../../core/operator/load-withdrawal-queue.use-case'
import type { OperatorGateway, OperatorSessionStore } from '../../core/operator/operator-gateway.port'
import type { RecheckWithdrawal } from '../../core/operator/recheck-withdrawal.use-case'
import type { RejectWithdrawal } from '../../core/operator/reject-withdrawal.use-case'
import type { ProposeWithdrawalDecision } from '../../core/operator/propose-withdrawal-decision.use-case'
import type { ConfirmWithdrawalDecision } from '../../core/operator/confirm-withdrawal-decision.use-case'
import type { DeclineWithdrawalDecision } from '../../core/operator/decline-withdrawal-decision.use-case'
import type { SetPlayerLock } from '../../core/operator/set-player-lock.use-case'
import type { SignInOperator } from '../../core/operator/sign-in-operator.use-case'
import type { SignOutOperator } from '../../core/operator/sign-out-operator.use-case'
import type { Logger } from '../../core/shared/logger.port'
import type { SupportDeskGateway } from '../../core/operator/support/support-desk-gateway.port'
import type { PromotionSettingsGateway } from '../../core/operator/promotions/promotion-settings.port'
import type {
  LoadSupportInbox,
  OpenConversation,
  SupportActions,
  WatchSupportDesk,
} from '../../core/operator/support/support-desk.use-cases'

import type { AdjustmentApprovalsGateway } from '../../core/operator/adjustments/adjustment-approvals-gateway.port'
import type { AdjustmentApprovalActions, LoadAdjustmentApprovals } from '../../core/operator/adjustments/adjustment-approvals.use-cases'
import type { OperatorAccountsGateway } from '../../core/operator/operators/operator-accounts-gateway.port'
import type { ActOnOperator, LoadOperatorAccounts } from '../../core/operator/operators/operator-accounts.use-cases'

/** Every port and use case the operator console's container holds, by key (the console's own chunk). */
export interface OperatorRegistry {
  readonly OperatorGateway: OperatorGateway
  readonly OperatorSessionStore: OperatorSessionStore
  readonly Logger: Logger
  readonly SignInOperator: SignInOperator
  readonly SignOutOperator: SignOutOperator
  readonly LoadWithdrawalQueue: LoadWithdrawalQueue
  readonly ApproveWithdrawal: ApproveWithdrawal
  readonly RejectWithdrawal: RejectWithdrawal
  readonly ProposeWithdrawalDecision: ProposeWithdrawalDecision
  readonly ConfirmWithdrawalDecision: ConfirmWithdrawalDecision
  readonly DeclineWithdrawalDecision: DeclineWithdrawalDecision
  readonly RecheckWithdrawal: RecheckWithdrawal
  readonly FindPlayers: FindPlayers
  readonly LoadPlayer: LoadPlayer
  readonly LoadPlayerActivity: LoadPlayerActivity
  readonly EndPlayerSession: EndPlayerSession
  readonly SetPlayerLock: SetPlayerLock
  readonly AdjustBalance: AdjustBalance
  readonly LoadLedgerHealth: LoadLedgerHealth
  readonly LoadAuditLog: LoadAuditLog
  readonly SupportDeskGateway: SupportDeskGateway
  readonly PromotionSettings: PromotionSettingsGateway
  readonly LoadSupportInbox: LoadSupportInbox
  readonly OpenConversation: OpenConversation
  readonly SupportActions: SupportActions
  readonly WatchSupportDesk: WatchSupportDesk
  readonly AdjustmentApprovalsGateway: AdjustmentApprovalsGateway
  readonly LoadAdjustmentApprovals: LoadAdjustmentApprovals
  readonly AdjustmentApprovalActions: AdjustmentApprovalActions
  readonly OperatorAccountsGateway: OperatorAccountsGateway
  readonly LoadOperatorAccounts: LoadOperatorAccounts
  readonly ActOnOperator: ActOnOperator
}
