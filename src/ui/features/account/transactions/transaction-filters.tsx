import styles from './transactions.module.css'

/**
 * The filter bar the specification shows but does not wire: every control works as a control,
 * none changes the list (it always shows all casino activity). The note says so.
 */
export function TransactionFilters() {
  return (
    <form className={styles.filters} aria-label="Transaction filters" aria-describedby="filters-note" onSubmit={(e) => e.preventDefault()}>
      <label className={styles.field}>
        <span>Platform Type</span>
        <select name="platform" defaultValue="casino">
          <option value="casino">casino</option>
        </select>
      </label>
      <label className={styles.field}>
        <span>From Date</span>
        <input type="date" name="from" />
      </label>
      <label className={styles.field}>
        <span>To Date</span>
        <input type="date" name="to" />
      </label>
      <label className={styles.field}>
        <span>Activity Type</span>
        <select name="activity" defaultValue="all">
          <option value="all">all</option>
        </select>
      </label>
      <p id="filters-note" className={styles.note}>
        Showing all casino activity, newest first.
      </p>
    </form>
  )
}
