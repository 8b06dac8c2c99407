import type { OperatorRegistry } from './operator-registry'

export const OT = {
  OperatorGateway: Symbol.for('operator/OperatorGateway'),
  OperatorSessionStore: Symbol.for('operator/OperatorSessionStore'),
  Logger: Symbol.for('operator/Logger'),
  SignInOperator: Symbol.for('operator/SignInOperator'),
  SignOutOperator: Symbol.for('operator/SignOutOperator'),
  LoadWithdrawalQueue: Symbol.for('operator/LoadWithdrawalQueue'),
  ApproveWithdrawal: Symbol.for('operator/ApproveWithdrawal'),
  RejectWithdrawal: Symbol.for('operator/RejectWithdrawal'),
  ProposeWithdrawalDecision: Symbol.for('operator/ProposeWithdrawalDecision'),
  ConfirmWithdrawalDecision: Symbol.for('operator/ConfirmWithdrawalDecision'),
  DeclineWithdrawalDecision: Symbol.for('operator/DeclineWithdrawalDecision'),
  RecheckWithdrawal: Symbol.for('operator/RecheckWithdrawal'),
  FindPlayers: Symbol.for('operator/FindPlayers'),
  LoadPlayer: Symbol.for('operator/LoadPlayer'),
  LoadPlayerActivity: Symbol.for('operator/LoadPlayerActivity'),
  EndPlayerSession: Symbol.for('operator/EndPlayerSession'),
  SetPlayerLock: Symbol.for('operator/SetPlayerLock'),
  AdjustBalance: Symbol.for('operator/AdjustBalance'),
  LoadLedgerHealth: Symbol.for('operator/LoadLedgerHealth'),
  LoadAuditLog: Symbol.for('operator/LoadAuditLog'),
} as const satisfies { readonly [K in keyof OperatorRegistry]: symbol }
