import type { ReactNode } from 'react'
import field from '../../../components/text-field.module.css'
import styles from './payment-form.module.css'

interface FormFieldProps {
  readonly id: string
  readonly label: string
  /** The message of the check that failed on this field (the alert's), until the player edits it. */
  readonly error?: string | undefined
  /** A short help line under the control. */
  readonly hint?: string | undefined
  readonly children: (described: { readonly 'aria-describedby': string | undefined; readonly 'aria-invalid': boolean }) => ReactNode
}

/** A label, the control (given its description ids), then the hint and the error under it. */
export function FormField({ id, label, error, hint, children }: FormFieldProps) {
  const hintId = hint === undefined ? undefined : `${id}-hint`
  const errorId = error === undefined ? undefined : `${id}-error`
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined
  return (
    <div className={field.field}>
      <label htmlFor={id} className={field.label}>
        {label}
      </label>
      <div className={field.control} data-invalid={error !== undefined}>
        {children({ 'aria-describedby': describedBy, 'aria-invalid': error !== undefined })}
      </div>
      {error !== undefined && (
        <p id={errorId} className={styles.error}>
          <span className={styles.errorMark} aria-hidden="true">
            !
          </span>
          {error}
        </p>
      )}
      {hint !== undefined && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  )
}
