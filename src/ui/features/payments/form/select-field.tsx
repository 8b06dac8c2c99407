import { Icon } from '../../../components/icon'
import field from '../../../components/text-field.module.css'
import styles from './payment-form.module.css'
import { FormField } from './form-field'

interface SelectOption {
  readonly value: string
  readonly label: string
}

/** A labelled native select; its first option is the empty "nothing chosen" one. */
export function SelectField({
  id,
  label,
  placeholder,
  options,
  value,
  onChange,
  error,
  hint,
  busy = false,
}: {
  id: string
  label: string
  placeholder: string
  options: readonly SelectOption[]
  value: string
  onChange: (value: string) => void
  error?: string | undefined
  hint?: string | undefined
  /** The options are still loading: the select says so. */
  busy?: boolean
}) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      {(described) => (
        <>
          <select
            id={id}
            name={id}
            className={`${field.input} ${styles.input} ${styles.select}`}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            aria-busy={busy || undefined}
            {...described}
          >
            <option value="">{placeholder}</option>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          <Icon name="chevron-right" size={18} className={styles.chevron} />
        </>
      )}
    </FormField>
  )
}
