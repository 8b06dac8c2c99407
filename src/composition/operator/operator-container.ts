import { Container } from 'inversify'
import { fetchHttpClient } from '../../adapters/http/http-client'
import { httpOperatorGateway } from '../../adapters/http/http-operator-gateway.adapter'
import { consoleLogger } from '../../adapters/logging/console-logger.adapter'
import { sessionStorageOperatorStore } from '../../adapters/storage/session-storage-operator-store.adapter'
import { makeAdjustBalance } from '../../core/operator/adjust-balance.use-case'
import { makeApproveWithdrawal } from '../../core/operator/approve-withdrawal.use-case'
import { makeEndPlayerSession } from '../../core/operator/end-player-session.use-case'
import { makeFindPlayers } from '../../core/operator/find-players.use-case'
import { makeLoadAuditLog } from '../../core/operator/load-audit-log.use-case'
import { makeLoadLedgerHealth } from '../../core/operator/load-ledger-health.use-case'
import { makeLoadPlayerActivity } from '../../core/operator/load-player-activity.use-case'
import { makeLoadPlayer } from '../../core/operator/load-player.use-case'
import { makeLoadWithdrawalQueue } from '../../core/operator/load-withdrawal-queue.use-case'
import { makeRecheckWithdrawal } from '../../core/operator/recheck-withdrawal.use-case'
import { makeRejectWithdrawal } from '../../core/operator/reject-withdrawal.use-case'
import { makeProposeWithdrawalDecision } from '../../core/operator/propose-withdrawal-decision.use-case'
import { makeConfirmWithdrawalDecision } from '../../core/operator/confirm-withdrawal-decision.use-case'
import { makeDeclineWithdrawalDecision } from '../../core/operator/decline-withdrawal-decision.use-case'
import { makeSetPlayerLock } from '../../core/operator/set-player-lock.use-case'
import { makeSignInOperator } from '../../core/operator/sign-in-operator.use-case'
import { makeSignOutOperator } from '../../core/operator/sign-out-operator.use-case'
import { httpSupportDeskGateway } from '../../adapters/http/http-support-desk-gateway.adapter'
import { httpPromotionSettings } from '../../adapters/http/http-promotion-settings.adapter'
import {
  makeLoadSupportInbox,
  makeOpenConversation,
  makeSupportActions,
  makeWatchSupportDesk,
} from '../../core/operator/support/support-desk.use-cases'
import { httpAdjustmentApprovalsGateway } from '../../adapters/http/http-adjustment-approvals-gateway.adapter'
import { httpOperatorAccountsGateway } from '../../adapters/http/http-operator-accounts-gateway.adapter'
import { makeAdjustmentApprovalActions, makeLoadAdjustmentApprovals } from '../../core/operator/adjustments/adjustment-approvals.use-cases'
import { makeActOnOperator, makeLoadOperatorAccounts } from '../../core/operator/operators/operator-accounts.use-cases'
import { registryBinder } from '../binder'
import type { OperatorRegistry } from './operator-registry'
import { OT } from './operator-tokens'

export interface OperatorConsoleEnv {
  readonly apiBaseUrl: string
  /** The tab's sessionStorage: the operator's session never mixes with a player's, and ends with the tab. */
  readonly storage: Storage
  readonly console: Pick<Console, 'error' | 'info'>
}

/**
 * The console's composition root, loaded with its lazy chunk: kept out of the player's container so
 * a player never downloads a byte of it. Its HTTP client carries the operator's token only. Tests
 * pass fakes in `overrides`; use cases are always built from whatever ports are bound.
 */
export function buildOperatorContainer(env: OperatorConsoleEnv, overrides: Partial<OperatorRegistry> = {}): Container {
  const c = new Container({ defaultScope: 'Singleton' })
  const sessions = overrides.OperatorSessionStore ?? sessionStorageOperatorStore(env.storage, () => Date.now())
  const http = fetchHttpClient({ baseUrl: env.apiBaseUrl, token: () => sessions.read()?.token ?? null })
  const bind = registryBinder<OperatorRegistry>(c, OT)
  bind.constant('OperatorSessionStore', sessions)
  bind.constant('OperatorGateway', overrides.OperatorGateway ?? httpOperatorGateway(http))
  bind.constant('Logger', overrides.Logger ?? consoleLogger(env.console))
  bind.resolved('SignInOperator', ['OperatorGateway', 'OperatorSessionStore'], (gateway, sessions) =>
    makeSignInOperator({ gateway, sessions }),
  )
  bind.resolved('SignOutOperator', ['OperatorGateway', 'OperatorSessionStore', 'Logger'], (gateway, sessions, logger) =>
    makeSignOutOperator({ gateway, sessions, logger }),
  )
  const byGateway = <K extends keyof OperatorRegistry>(
    key: K,
    make: (deps: { gateway: OperatorRegistry['OperatorGateway'] }) => OperatorRegistry[K],
  ) => bind.resolved(key, ['OperatorGateway'], (gateway) => make({ gateway }))
  byGateway('LoadWithdrawalQueue', makeLoadWithdrawalQueue)
  byGateway('ApproveWithdrawal', makeApproveWithdrawal)
  byGateway('RejectWithdrawal', makeRejectWithdrawal)
  byGateway('RecheckWithdrawal', makeRecheckWithdrawal)
  byGateway('ProposeWithdrawalDecision', makeProposeWithdrawalDecision)
  byGateway('ConfirmWithdrawalDecision', makeConfirmWithdrawalDecision)
  byGateway('DeclineWithdrawalDecision', makeDeclineWithdrawalDecision)
  byGateway('FindPlayers', makeFindPlayers)
  byGateway('LoadPlayer', makeLoadPlayer)
  byGateway('LoadPlayerActivity', makeLoadPlayerActivity)
  byGateway('EndPlayerSession', makeEndPlayerSession)
  byGateway('SetPlayerLock', makeSetPlayerLock)
  byGateway('AdjustBalance', makeAdjustBalance)
  byGateway('LoadLedgerHealth', makeLoadLedgerHealth)
  byGateway('LoadAuditLog', makeLoadAuditLog)
  bind.constant('PromotionSettings', overrides.PromotionSettings ?? httpPromotionSettings(http))
  bind.constant('SupportDeskGateway', overrides.SupportDeskGateway ?? httpSupportDeskGateway({ http, baseUrl: env.apiBaseUrl }))
  bind.resolved('LoadSupportInbox', ['SupportDeskGateway'], (gateway) => makeLoadSupportInbox({ gateway }))
  bind.resolved('OpenConversation', ['SupportDeskGateway'], (gateway) => makeOpenConversation({ gateway }))
  bind.resolved('SupportActions', ['SupportDeskGateway'], (gateway) => makeSupportActions({ gateway }))
  bind.resolved('WatchSupportDesk', ['SupportDeskGateway'], (gateway) => makeWatchSupportDesk({ gateway, retryMs: 2_000 }))
  bind.constant('AdjustmentApprovalsGateway', overrides.AdjustmentApprovalsGateway ?? httpAdjustmentApprovalsGateway(http))
  bind.resolved('LoadAdjustmentApprovals', ['AdjustmentApprovalsGateway'], (gateway) => makeLoadAdjustmentApprovals({ gateway }))
  bind.resolved('AdjustmentApprovalActions', ['AdjustmentApprovalsGateway'], (gateway) => makeAdjustmentApprovalActions({ gateway }))
  bind.constant('OperatorAccountsGateway', overrides.OperatorAccountsGateway ?? httpOperatorAccountsGateway(http))
  bind.resolved('LoadOperatorAccounts', ['OperatorAccountsGateway'], (gateway) => makeLoadOperatorAccounts({ gateway }))
  bind.resolved('ActOnOperator', ['OperatorAccountsGateway'], (gateway) => makeActOnOperator({ gateway }))
  return c
}
