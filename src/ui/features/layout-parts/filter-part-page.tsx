import { PageTitle } from '../../components/page-title'
import { FilterSlider } from '../lobby/filter-slider'
import styles from './filter-part-page.module.css'

/** /filter: the lobby's filter slider on its own (a layout part reachable as a route). */
export function FilterPartPage() {
  return (
    <section className={styles.part} aria-labelledby="filter-heading">
      <PageTitle title="Filter" />
      <h1 id="filter-heading" className={styles.heading}>
        Filter
      </h1>
      <FilterSlider />
    </section>
  )
}
