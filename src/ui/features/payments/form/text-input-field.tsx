import field from '../../../components/text-field.module.css'
import styles from './payment-form.module.css'
import { FormField } from './form-field'

/** A labelled one-line text input for codes and addresses (no spell check, no capitals). */
export function TextInputField({
  id,
  label,
  value,
  onChange,
  hint,
  placeholder,
  error,
}: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  hint?: string
  placeholder?: string
  /** The message under the field; the input is marked invalid and described by it. */
  error?: string | undefined
}) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      {(described) => (
        <input
          id={id}
          name={id}
          className={`${field.input} ${styles.input}`}
          type="text"
          autoComplete="off"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          placeholder={placeholder}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          {...described}
        />
      )}
    </FormField>
  )
}
