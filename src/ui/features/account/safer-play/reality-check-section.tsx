import * as E from 'fp-ts/Either'
import { useState, type FormEvent } from 'react'
import { REALITY_CHECK_CHOICES, realityCheckWords, type RealityCheckMinutes } from '../../../../core/safer-play/reality-check.rules'
import type { SaferPlayState } from '../../../../core/safer-play/safer-play'
import { useDependency } from '../../../di/container-context'
import styles from './safer-play.module.css'
import { saferPlayArea } from '../../../../composition/areas/safer-play.area'

/** The reality check's interval: while a game is open, a reminder of time and money every so often. */
export function RealityCheckSection({ state, onSaved }: { state: SaferPlayState; onSaved: (s: SaferPlayState) => void }) {
  const saferPlay = useDependency('SaferPlay', saferPlayArea)
  const notifier = useDependency('Notifier')
  const [minutes, setMinutes] = useState<RealityCheckMinutes>(state.realityCheckMinutes)
  const [busy, setBusy] = useState(false)
  const save = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    const result = await saferPlay.setRealityCheck(minutes)()
    setBusy(false)
    if (E.isLeft(result)) return notifier.error('The reality check could not be saved. Please try again.')
    notifier.success(result.right.message)
    onSaved(result.right.state)
  }
  return (
    <section className={styles.card} aria-labelledby="reality-check-heading">
      <h2 id="reality-check-heading">Reality check</h2>
      <p className={styles.lead}>
        While you play, a reminder stops the game to show how long you have played and what you have won or lost.
      </p>
      <form className={styles.limit} onSubmit={(e) => void save(e)} aria-label="Reality check">
        <label className={styles.selectField}>
          <span>Reminder</span>
          <select value={minutes} onChange={(e) => setMinutes(Number(e.target.value) as RealityCheckMinutes)}>
            {REALITY_CHECK_CHOICES.map((m) => (
              <option key={m} value={m}>
                {realityCheckWords(m)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={styles.secondary} disabled={busy}>
          Save
        </button>
      </form>
    </section>
  )
}
