import styles from './affiliates.module.css'

const COLUMNS = ['#', 'Player', 'Joined On', 'Status']

/** 'My Affiliates': no referral is recorded yet, so it always shows the specification's empty line. */
export function MyAffiliatesTable() {
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
            <tr>
              <td colSpan={COLUMNS.length} className={styles.empty}>
                No Affiliated Players found
              </td>
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  )
}
