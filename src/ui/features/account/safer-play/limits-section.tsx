import type { LimitKind } from '../../../../core/safer-play/limits.rules'
import type { SaferPlayState } from '../../../../core/safer-play/safer-play'
import { LimitRow } from './limit-row'
import styles from './safer-play.module.css'

const TITLES: Record<LimitKind, { readonly heading: string; readonly lead: string }> = {
  deposit: {
    heading: 'Deposit limits',
    lead: 'The most you can deposit in a day, a week (from Monday) or a month, in UTC. Lowering a limit works at once; raising or removing it takes 24 hours.',
  },
  loss: {
    heading: 'Loss limits',
    lead: 'The most real money you can lose (bets minus wins) in a day, a week or a month. Bets past it are refused. Lowering works at once; raising or removing takes 24 hours.',
  },
}

/** The deposit or the loss limits, one row per period. */
export function LimitsSection({ kind, state, onSaved }: { kind: LimitKind; state: SaferPlayState; onSaved: (s: SaferPlayState) => void }) {
  const headingId = `${kind}-limits-heading`
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId}>{TITLES[kind].heading}</h2>
      <p className={styles.lead}>{TITLES[kind].lead}</p>
      <ul className={styles.limits}>
        {state.limits
          .filter((l) => l.kind === kind)
          .map((l) => (
            <LimitRow key={`${l.kind}-${l.period}-${l.cents ?? 'none'}-${l.nextAt ?? ''}`} limit={l} onSaved={onSaved} />
          ))}
      </ul>
    </section>
  )
}
