import type { OperatorGateway, OperatorSessionStore } from '../../src/core/operator/operator-gateway.port'
import type { OperatorSession } from '../../src/core/operator/operator'
import { notCalled } from './not-called'

/** An OperatorGateway whose every call fails the test unless the test gives it. */
export const fakeOperatorGateway = (given: Partial<OperatorGateway> = {}): OperatorGateway => ({
  signIn: notCalled('signIn'),
  signOut: notCalled('signOut'),
  queue: notCalled('queue'),
  approve: notCalled('approve'),
  reject: notCalled('reject'),
  recheck: notCalled('recheck'),
  proposeDecision: notCalled('proposeDecision'),
  confirmDecision: notCalled('confirmDecision'),
  declineDecision: notCalled('declineDecision'),
  auditLog: notCalled('auditLog'),
  searchPlayers: notCalled('searchPlayers'),
  player: notCalled('player'),
  playerLedger: notCalled('playerLedger'),
  playerSessions: notCalled('playerSessions'),
  revokeSession: notCalled('revokeSession'),
  setLocked: notCalled('setLocked'),
  adjust: notCalled('adjust'),
  ledgerHealth: notCalled('ledgerHealth'),
  ...given,
})

/** The console's session store in memory. */
export function memoryOperatorSessions(initial: OperatorSession | null = null) {
  let stored = initial
  const store: OperatorSessionStore = { read: () => stored, write: (s) => void (stored = s) }
  return { store, stored: () => stored }
}
