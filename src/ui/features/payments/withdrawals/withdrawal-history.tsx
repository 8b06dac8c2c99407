import { useMemo } from 'react'
import type { PlayerWithdrawal, WithdrawalStep } from '../../../../core/payments/payments'
import { formatUsd } from '../../../../core/shared/money'
import { timelineToShow } from '../../../../core/payments/withdrawal-timeline.rules'
import { useDependency } from '../../../di/container-context'
import { useObservable } from '../../../hooks/use-observable'
import { dayTimeText } from '../../../../core/shared/date-text'
import styles from './withdrawal-history.module.css'
import { paymentsArea } from '../../../../composition/areas/payments.area'

const STEP_TEXT: Record<WithdrawalStep['step'], string> = {
  requested: 'Requested',
  processing: 'Processing',
  sent: 'Sent',
  failed: 'Failed',
  rejected: 'Refused',
  refunded: 'Refunded to your withdrawable balance',
}

const STAGE_TEXT: Record<PlayerWithdrawal['stage'], string> = {
  pending: 'Waiting for approval',
  processing: 'On its way',
  sent: 'Sent',
  failed: 'Not sent',
}

/** The player's withdrawals, newest first, each with its timeline; it moves on its own while one is open. */
export function WithdrawalHistory() {
  const watch = useDependency('WatchWithdrawals', paymentsArea)
  const visible$ = useDependency('PageVisible')
  const withdrawals$ = useMemo(() => watch({ visible$ }), [watch, visible$])
  const withdrawals = useObservable<readonly PlayerWithdrawal[] | null>(withdrawals$, null)
  if (withdrawals === null) return null
  return (
    <section className={styles.history} aria-labelledby="withdrawals-heading">
      <h3 id="withdrawals-heading">Your withdrawals</h3>
      {withdrawals.length === 0 ? (
        <p className={styles.empty}>No withdrawals yet.</p>
      ) : (
        <ul className={styles.list} aria-live="polite">
          {withdrawals.map((w) => (
            <li key={w.id} className={styles.item} aria-label={`${formatUsd(w.amountCents)} withdrawal: ${STAGE_TEXT[w.stage]}`}>
              <p className={styles.summary}>
                <span>{formatUsd(w.amountCents)}</span>
                <span>{STAGE_TEXT[w.stage]}</span>
              </p>
              <p className={styles.destination}>
                {w.method === 'speed' ? 'Lightning' : 'Crypto'} to {w.destination}
              </p>
              <ol className={styles.timeline}>
                {timelineToShow(w.timeline).map((s) => (
                  <li key={`${s.step}-${s.at}`}>
                    {STEP_TEXT[s.step]} <span className={styles.when}>{dayTimeText(s.at)}</span>
                    {s.reason !== null && <span className={styles.reason}>{s.reason}</span>}
                  </li>
                ))}
              </ol>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
