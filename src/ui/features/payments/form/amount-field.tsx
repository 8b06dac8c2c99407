import field from '../../../components/text-field.module.css'
import styles from './payment-form.module.css'
import { FormField } from './form-field'

/**
 * An amount in US dollars. Plain text with a decimal keypad rather than type="number": the
 * browser would otherwise refuse some input silently or with its own message, and the
 * specification's alert ('Please enter a valid amount') is the one the player should get.
 */
export function AmountField({
  id,
  value,
  onChange,
  error,
  hint,
}: {
  id: string
  value: string
  onChange: (value: string) => void
  error?: string | undefined
  hint?: string
}) {
  return (
    <FormField id={id} label="Amount (USD)" error={error} hint={hint}>
      {(described) => (
        <>
          <span className={styles.prefix} aria-hidden="true">
            $
          </span>
          <input
            id={id}
            name={id}
            className={`${field.input} ${styles.input}`}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            placeholder="0.00"
            value={value}
            onChange={(e) => onChange(e.target.value)}
            {...described}
          />
        </>
      )}
    </FormField>
  )
}
