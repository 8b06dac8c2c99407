import type { ActionType } from '../../../../core/account/transaction'
import styles from './transactions.module.css'

const LOOK: Record<ActionType, { readonly label: string; readonly className: string | undefined }> = {
  bet: { label: 'Bet', className: styles.bet },
  win: { label: 'Win', className: styles.win },
  other: { label: 'Other', className: styles.other },
}

/** Bet red, win green, anything else grey; the word is always there, so colour is never the only cue. */
export function ActionBadge({ type, description }: { type: ActionType; description?: string }) {
  const look = LOOK[type]
  return (
    <span className={`${styles.badge} ${look.className ?? ''}`}>
      {type === 'other' && description ? `${look.label}: ${description}` : look.label}
    </span>
  )
}
