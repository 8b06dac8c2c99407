import type { InputHTMLAttributes, ReactNode } from 'react'
import styles from './text-field.module.css'

export interface TextFieldProps {
  readonly id: string
  readonly label: string
  readonly value: string
  readonly onChange: (value: string) => void
  /** The message under the field; the input is marked invalid and described by it. */
  readonly error?: string | undefined
  readonly type?: 'text' | 'email' | 'password' | 'tel' | 'date'
  readonly autoComplete: string
  readonly inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode']
  /** A line under the field saying what to type; the input is described by it. */
  readonly hint?: string
  /** The latest date a date field offers (YYYY-MM-DD). */
  readonly max?: string
  /** Sits inside the input's box, before it (the phone field's country code). */
  readonly prefix?: ReactNode
  /** Sits inside the input's box, after it (the password toggle). */
  readonly adornment?: ReactNode
}

/** A labelled input with its message underneath (aria-describedby + aria-invalid). */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  type = 'text',
  autoComplete,
  inputMode,
  hint,
  max,
  prefix,
  adornment,
}: TextFieldProps) {
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [hint !== undefined ? hintId : null, error !== undefined ? errorId : null].filter((x) => x !== null).join(' ')
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.control} data-invalid={error !== undefined}>
        {prefix}
        <input
          id={id}
          name={id}
          className={styles.input}
          type={type}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          autoComplete={autoComplete}
          inputMode={inputMode}
          max={max}
          autoCapitalize={type === 'text' && autoComplete === 'name' ? 'words' : 'none'}
          spellCheck={false}
          aria-invalid={error !== undefined}
          aria-describedby={describedBy === '' ? undefined : describedBy}
        />
        {adornment}
      </div>
      {hint !== undefined && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error !== undefined && (
        <p id={errorId} className={styles.error}>
          <span className={styles.errorMark} aria-hidden="true">
            !
          </span>
          {error}
        </p>
      )}
    </div>
  )
}
