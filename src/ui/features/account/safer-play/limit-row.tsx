import * as E from 'fp-ts/Either'
import { useState, type FormEvent } from 'react'
import { limitName, limitStatus, type LimitView, type SaferPlayState } from '../../../../core/safer-play/safer-play'
import { TextField } from '../../../components/text-field'
import { useDependency } from '../../../di/container-context'
import styles from './safer-play.module.css'
import { saferPlayArea } from '../../../../composition/areas/safer-play.area'

/** One limit: its state in words and a field to change it (empty removes it). */
export function LimitRow({ limit, onSaved }: { limit: LimitView; onSaved: (state: SaferPlayState) => void }) {
  const saferPlay = useDependency('SaferPlay', saferPlayArea)
  const notifier = useDependency('Notifier')
  const [amount, setAmount] = useState(limit.cents === null ? '' : (limit.cents / 100).toFixed(2))
  const [error, setError] = useState<string | undefined>(undefined)
  const [saving, setSaving] = useState(false)
  const name = limitName(limit.kind, limit.period)
  const id = `limit-${limit.kind}-${limit.period}`

  const save = async (event: FormEvent) => {
    event.preventDefault()
    setSaving(true)
    const result = await saferPlay.setLimit({ kind: limit.kind, period: limit.period, amount })()
    setSaving(false)
    if (E.isRight(result)) {
      setError(undefined)
      notifier.success(result.right.message)
      onSaved(result.right.state)
      return
    }
    const cause = result.left
    const message = cause._tag === 'Unexpected' ? (cause.errors?.amount?.[0] ?? cause.message) : undefined
    setError(message ?? 'The limit could not be saved. Please try again.')
  }

  return (
    <li>
      <form onSubmit={(e) => void save(e)} aria-label={name} className={styles.limit}>
        <TextField
          id={id}
          label={`${name} (USD)`}
          value={amount}
          onChange={setAmount}
          error={error}
          autoComplete="off"
          inputMode="decimal"
          hint="Leave empty for no limit."
        />
        <button type="submit" className={styles.secondary} disabled={saving}>
          Save
        </button>
        <p className={styles.status} data-testid={`${id}-status`}>
          {limitStatus(limit)}
        </p>
      </form>
    </li>
  )
}
