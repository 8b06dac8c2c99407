import { dayText, momentText } from '../../../core/shared/date-text'
import { formatUsd } from '../../../core/shared/money'
import { PageTitle } from '../../components/page-title'
import { useOperatorDependency } from '../../di/operator-container-context'
import { useLoad } from '../../hooks/use-load'
import styles from './operator.module.css'
import { LoadingOrFailed } from './console-status'

/** What players hold, the house's accounts, money in and out, and the invariants checked now. */
export function LedgerHealthScreen() {
  const loadLedgerHealth = useOperatorDependency('LoadLedgerHealth')
  const health = useLoad(() => loadLedgerHealth(), [loadLedgerHealth])
  return (
    <section aria-labelledby="health-title">
      <PageTitle title="Ledger health" />
      <h1 id="health-title">Ledger health</h1>
      <button type="button" className={styles.secondary} onClick={health.reload}>
        Check again
      </button>
      <LoadingOrFailed load={health} loading="Checking the ledger…" />
      {health._tag === 'Loaded' && (
        <div className={styles.form}>
          <p className={styles.status}>Checked {momentText(health.value.checkedAt)}.</p>
          <table className={styles.table}>
            <caption>Invariants</caption>
            <thead>
              <tr>
                <th scope="col">Rule</th>
                <th scope="col">Holds</th>
                <th scope="col">Detail</th>
              </tr>
            </thead>
            <tbody>
              {health.value.invariants.map((i) => (
                <tr key={i.name}>
                  <td data-label="Rule">{i.name}</td>
                  <td data-label="Holds">{i.holds ? 'Yes' : 'NO'}</td>
                  <td data-label="Detail">{i.detail}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <table className={styles.table}>
            <caption>What players hold ({health.value.liabilities.players} players)</caption>
            <tbody>
              {(
                [
                  ['Withdrawable', health.value.liabilities.withdrawableCents],
                  ['Bonus liability (outstanding bonus money)', health.value.liabilities.bonusCents],
                  ['Total', health.value.liabilities.totalCents],
                  ['Withdrawals in flight', health.value.liabilities.inFlightCents],
                ] as const
              ).map(([name, cents]) => (
                <tr key={name}>
                  <th scope="row">{name}</th>
                  <td data-label="Amount">{formatUsd(cents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <table className={styles.table}>
            <caption>House accounts</caption>
            <tbody>
              {health.value.houseAccounts.map((a) => (
                <tr key={a.kind}>
                  <th scope="row">{a.kind}</th>
                  <td data-label="Balance">{formatUsd(a.balanceCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <table className={styles.table}>
            <caption>
              From {dayText(health.value.range.from)} to {dayText(health.value.range.to)}
            </caption>
            <thead>
              <tr>
                <th scope="col">Movement</th>
                <th scope="col">Count</th>
                <th scope="col">Amount</th>
              </tr>
            </thead>
            <tbody>
              {health.value.range.totals.map((t) => (
                <tr key={t.name}>
                  <td data-label="Movement">{t.name}</td>
                  <td data-label="Count">{t.count}</td>
                  <td data-label="Amount">{formatUsd(t.cents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className={styles.status}>
            {health.value.reconciler === null
              ? 'The reconciler has not run yet.'
              : `The reconciler last finished ${momentText(health.value.reconciler.finishedAt)}: ${health.value.reconciler.examined} examined, ${health.value.reconciler.changed} changed, ${health.value.reconciler.failed} failed${health.value.reconciler.error === null ? '' : ` (${health.value.reconciler.error})`}.`}
          </p>
        </div>
      )}
    </section>
  )
}
