import type { ReactNode } from 'react'
import { PageTitle } from './page-title'
import styles from './pending-screen.module.css'

/** A screen whose heading is in place while its content is still being built. */
export function PendingScreen({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className={styles.screen} aria-labelledby="screen-heading">
      <PageTitle title={title} />
      <h1 id="screen-heading">{title}</h1>
      {children ?? <p className={styles.note}>This part of Coinfall opens soon.</p>}
    </section>
  )
}
