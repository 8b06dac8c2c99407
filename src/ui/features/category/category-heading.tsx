import { assertNever } from '../../../core/shared/assert-never'
import type { Category } from '../../../core/catalogue/category'
import type { Load } from '../../hooks/use-load'
import styles from './category-page.module.css'
import type { CategoryProblem } from './use-category'

/** The category's name once loaded; a placeholder bar while it loads. */
export function CategoryHeading({ state }: { state: Load<CategoryProblem, Category> }) {
  switch (state._tag) {
    case 'Loaded':
      return <>{state.value.name}</>
    case 'Loading':
      return (
        <>
          <span className={styles.headingSkeleton} aria-hidden="true" />
          <span className="visually-hidden">Loading category…</span>
        </>
      )
    case 'Failed':
      return <>{problemHeading(state.error)}</>
    default:
      return assertNever(state)
  }
}

const problemHeading = (problem: CategoryProblem): string => {
  switch (problem._tag) {
    case 'CategoryMissing':
      return 'Category not found'
    case 'CategoryUnavailable':
      return 'Category unavailable'
    default:
      return assertNever(problem)
  }
}
