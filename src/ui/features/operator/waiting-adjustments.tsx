import { Link } from '../../routing/link'
import { formatUsd } from '../../../core/shared/money'
import { useOperatorDependency } from '../../di/operator-container-context'
import { useLoad } from '../../hooks/use-load'
import styles from './operator.module.css'

/** Every player's adjustments waiting for a second operator, each linking to the player's page where it is confirmed. */
export function WaitingAdjustments() {
  const loadApprovals = useOperatorDependency('LoadAdjustmentApprovals')
  const approvals = useLoad(() => loadApprovals(null), [loadApprovals])
  if (approvals._tag !== 'Loaded' || approvals.value.pending.length === 0) return null
  return (
    <table className={styles.table}>
      <caption>Adjustments waiting for a second operator, oldest first</caption>
      <thead>
        <tr>
          <th scope="col">Player</th>
          <th scope="col">Adjustment</th>
          <th scope="col">Proposed by</th>
        </tr>
      </thead>
      <tbody>
        {approvals.value.pending.map((p) => (
          <tr key={p.id}>
            <td data-label="Player">
              <Link href={`/players/${p.player.id}`}>
                {p.player.username} (#{p.player.id})
              </Link>
            </td>
            <td data-label="Adjustment">
              {p.direction === 'credit' ? 'Credit' : 'Debit'} {formatUsd(p.amountCents)} {p.balance}
            </td>
            <td data-label="Proposed by">{p.proposedBy.username}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
