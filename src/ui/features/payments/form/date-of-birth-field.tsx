import field from '../../../components/text-field.module.css'
import styles from './payment-form.module.css'
import { FormField } from './form-field'

/**
 * The date of birth a first deposit asks for (docs/product/safer-play.md#age): the browser's date
 * picker, which sends YYYY-MM-DD, as the profile's own field does.
 */
export function DateOfBirthField({
  id,
  value,
  onChange,
  error,
}: {
  id: string
  value: string
  onChange: (value: string) => void
  error?: string | undefined
}) {
  return (
    <FormField
      id={id}
      label="Date of birth"
      error={error}
      hint="Only players 18 or over may deposit. Asked once, then kept on your profile."
    >
      {(described) => (
        <input
          id={id}
          name={id}
          className={`${field.input} ${styles.input}`}
          type="date"
          autoComplete="bday"
          max={new Date().toISOString().slice(0, 10)}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          {...described}
        />
      )}
    </FormField>
  )
}
