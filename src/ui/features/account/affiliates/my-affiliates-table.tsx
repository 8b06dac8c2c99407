import { formatUsd } from '../../../../core/shared/money'
import type { MyAffiliates } from '../../../../core/affiliates/affiliates'
import type { Load } from '../../../hooks/use-load'
import type { GatewayError } from '../../../../core/shared/gateway-error'
import { dayText } from '../../../../core/shared/date-text'
import styles from './affiliates.module.css'

const COLUMNS = ['#', 'Player', 'Joined On', 'Total Wagered', 'Commission Earned']

/** 'My Affiliates': the players who joined through the player's link (names masked), from the server. */
export function MyAffiliatesTable({ affiliates }: { affiliates: Load<GatewayError, MyAffiliates> }) {
  const players = affiliates._tag === 'Loaded' ? affiliates.value.players : []
  const note =
    affiliates._tag === 'Loading'
      ? 'Loading your affiliates…'
      : affiliates._tag === 'Failed'
        ? 'Your affiliates could not be loaded. Please try again later.'
        : 'No Affiliated Players found'
  return (
    <section className={styles.card} aria-labelledby="my-affiliates-heading">
      <h2 id="my-affiliates-heading" className={styles.subheading}>
        My Affiliates
      </h2>
      <div className={styles.frame}>
        <table className={styles.table} aria-labelledby="my-affiliates-heading">
          <thead>
            <tr>
              {COLUMNS.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {players.length === 0 ? (
              <tr>
                <td colSpan={COLUMNS.length} className={styles.empty}>
                  {note}
                </td>
              </tr>
            ) : (
              players.map((p, i) => (
                <tr key={`${p.joinedAt}-${i}`}>
                  <td>{i + 1}</td>
                  <td>{p.name}</td>
                  <td>{dayText(p.joinedAt)}</td>
                  <td>{formatUsd(p.wageredCents)}</td>
                  <td>{formatUsd(p.commissionCents)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>
  )
}
