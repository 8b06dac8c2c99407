import styles from './category-page.module.css'
import type { CategoryState } from './use-category'

/** The category's name once loaded; a placeholder bar while it loads. */
export function CategoryHeading({ state }: { state: CategoryState }) {
  switch (state.status) {
    case 'loaded':
      return <>{state.category.name}</>
    case 'loading':
      return (
        <>
          <span className={styles.headingSkeleton} aria-hidden="true" />
          <span className="visually-hidden">Loading category…</span>
        </>
      )
    case 'missing':
      return <>Category not found</>
    case 'failed':
      return <>Category unavailable</>
  }
}
