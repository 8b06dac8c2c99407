import type * as TE from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/gateway-error'
import type {
  AdjustmentForm,
  AuditEntry,
  AuditFilter,
  LedgerHealth,
  LedgerMovement,
  OperatorSession,
  PlayerDetail,
  PlayerSession,
  PlayerSummary,
  QueuedWithdrawal,
  QueueStage,
  DecisionForm,
} from './operator'

export interface SignInForm {
  readonly email: string
  readonly password: string
  readonly code: string
  /** Only on the first sign-in, which replaces the one-time password. */
  readonly newPassword: string
}

/** The operator API (src/contracts/operator.contract.ts), as the console uses it. */
export interface OperatorGateway {
  readonly signIn: (form: SignInForm) => TE.TaskEither<GatewayError, OperatorSession>
  readonly signOut: () => TE.TaskEither<GatewayError, void>
  readonly queue: (
    stage: QueueStage | null,
  ) => TE.TaskEither<GatewayError, { readonly withdrawals: readonly QueuedWithdrawal[]; readonly total: number }>
  readonly approve: (withdrawalId: string) => TE.TaskEither<GatewayError, QueuedWithdrawal>
  readonly reject: (withdrawalId: string, reason: string) => TE.TaskEither<GatewayError, QueuedWithdrawal>
  readonly recheck: (
    withdrawalId: string,
  ) => TE.TaskEither<GatewayError, { readonly withdrawal: QueuedWithdrawal; readonly changed: boolean }>
  readonly proposeDecision: (withdrawalId: string, form: DecisionForm) => TE.TaskEither<GatewayError, QueuedWithdrawal>
  readonly confirmDecision: (withdrawalId: string) => TE.TaskEither<GatewayError, QueuedWithdrawal>
  readonly declineDecision: (withdrawalId: string, reason: string) => TE.TaskEither<GatewayError, QueuedWithdrawal>
  readonly auditLog: (filter: AuditFilter) => TE.TaskEither<GatewayError, readonly AuditEntry[]>
  readonly searchPlayers: (query: string) => TE.TaskEither<GatewayError, readonly PlayerSummary[]>
  readonly player: (playerId: number) => TE.TaskEither<GatewayError, PlayerDetail>
  readonly playerLedger: (playerId: number) => TE.TaskEither<GatewayError, readonly LedgerMovement[]>
  readonly playerSessions: (playerId: number) => TE.TaskEither<GatewayError, readonly PlayerSession[]>
  readonly revokeSession: (playerId: number, sessionId: number) => TE.TaskEither<GatewayError, void>
  readonly setLocked: (playerId: number, locked: boolean, reason: string) => TE.TaskEither<GatewayError, PlayerDetail>
  /** `proposed`: over the threshold, it waits for a second operator and nothing moved yet. */
  readonly adjust: (
    playerId: number,
    form: AdjustmentForm,
  ) => TE.TaskEither<GatewayError, { readonly replayed: boolean; readonly proposed: boolean }>
  readonly ledgerHealth: () => TE.TaskEither<GatewayError, LedgerHealth>
}

/** Where the console keeps its session: apart from the player's, and gone with the tab. */
export interface OperatorSessionStore {
  readonly read: () => OperatorSession | null
  readonly write: (session: OperatorSession | null) => void
}
