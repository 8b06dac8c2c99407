import { useEffect, useId, useRef, useState } from 'react'
import { realityCheckMessage } from '../../../core/safer-play/reality-check.rules'
import { useDependency } from '../../di/container-context'
import { useLoad } from '../../hooks/use-load'
import { useBalances } from '../../layout/use-balances'
import styles from './game-overlay.module.css'
import { saferPlayArea } from '../../../composition/areas/safer-play.area'

/**
 * The player's reality check over an open game (docs/product/safer-play.md): every interval of
 * play it covers the game with how long this session has lasted and its net result (the balance
 * now against the balance when the game opened), until the player chooses Continue or Leave.
 */
export function RealityCheck({ latestBalanceCents, onLeave }: { latestBalanceCents: number | null; onLeave: () => void }) {
  const saferPlay = useDependency('SaferPlay', saferPlayArea)
  const settings = useLoad(() => saferPlay.load(), [saferPlay])
  const balances = useBalances()
  const startedAt = useRef(Date.now())
  const startBalance = useRef<number | null>(null)
  if (startBalance.current === null && balances !== null) startBalance.current = balances.total
  const [minutesPlayed, setMinutesPlayed] = useState<number | null>(null)
  const headingId = useId()
  const continueButton = useRef<HTMLButtonElement>(null)

  const interval = settings._tag === 'Loaded' && settings.value.realityCheckMinutes > 0 ? settings.value : null
  useEffect(() => {
    if (interval === null) return
    const minuteMs = interval.minuteMs
    const id = setInterval(
      () => setMinutesPlayed(Math.round((Date.now() - startedAt.current) / minuteMs)),
      interval.realityCheckMinutes * minuteMs,
    )
    return () => clearInterval(id)
  }, [interval])
  useEffect(() => {
    if (minutesPlayed !== null) continueButton.current?.focus()
  }, [minutesPlayed])

  if (minutesPlayed === null) return null
  const start = startBalance.current ?? latestBalanceCents ?? 0
  const net = (latestBalanceCents ?? start) - start
  return (
    <div
      className={styles.realityCheck}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={headingId}
      aria-describedby={`${headingId}-text`}
    >
      <h3 id={headingId}>Reality check</h3>
      <p id={`${headingId}-text`}>{realityCheckMessage(minutesPlayed, net)}</p>
      <div className={styles.realityActions}>
        <button ref={continueButton} type="button" className={styles.realityContinue} onClick={() => setMinutesPlayed(null)}>
          Continue
        </button>
        <button type="button" className={styles.realityLeave} onClick={onLeave}>
          Leave
        </button>
      </div>
    </div>
  )
}
