import type { WithdrawalDecision } from '../../../core/operator/operator'
import styles from './operator.module.css'

const at = (iso: string): string => new Date(iso).toISOString().replace('T', ' ').slice(0, 16) + ' UTC'

/** Why a withdrawal waits for two operators, and the proposal waiting for the second one. */
export function DecisionNote({ decision }: { decision: WithdrawalDecision }) {
  const { proposal } = decision
  return (
    <div className={styles.status}>
      <strong>Needs a decision</strong> since {at(decision.since)}: {decision.why}
      {proposal !== null && (
        <>
          <br />
          {proposal.proposedBy.username} proposes{' '}
          {proposal.outcome === 'paid' ? `paid (reference ${proposal.reference ?? ''})` : 'a refund'} at {at(proposal.proposedAt)}:{' '}
          {proposal.reason}
        </>
      )}
    </div>
  )
}
