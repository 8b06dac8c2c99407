import type { InputHTMLAttributes, ReactNode } from 'react'
import styles from './auth-form.module.css'

export interface TextFieldProps {
  readonly id: string
  readonly label: string
  readonly value: string
  readonly onChange: (value: string) => void
  /** The message under the field; the input is marked invalid and described by it. */
  readonly error?: string | undefined
  readonly type?: 'text' | 'email' | 'password'
  readonly autoComplete: string
  readonly inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode']
  /** Sits inside the input's box, after it (the password toggle). */
  readonly adornment?: ReactNode
}

/** A labelled input with its message underneath (aria-describedby + aria-invalid). */
export function TextField({ id, label, value, onChange, error, type = 'text', autoComplete, inputMode, adornment }: TextFieldProps) {
  const errorId = `${id}-error`
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>{label}</label>
      <div className={styles.control} data-invalid={error !== undefined}>
        <input
          id={id}
          name={id}
          className={styles.input}
          type={type}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          autoComplete={autoComplete}
          inputMode={inputMode}
          autoCapitalize={type === 'text' && autoComplete === 'name' ? 'words' : 'none'}
          spellCheck={false}
          aria-invalid={error !== undefined}
          aria-describedby={error !== undefined ? errorId : undefined}
        />
        {adornment}
      </div>
      {error !== undefined && (
        <p id={errorId} className={styles.error}>
          <span className={styles.errorMark} aria-hidden="true">!</span>
          {error}
        </p>
      )}
    </div>
  )
}
