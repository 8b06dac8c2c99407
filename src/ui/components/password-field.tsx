import { useState } from 'react'
import { Icon } from './icon'
import styles from './text-field.module.css'
import { TextField, type TextFieldProps } from './text-field'

/** A password input with its own show/hide toggle; the toggle names the field it reveals. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'adornment'>) {
  const [shown, setShown] = useState(false)
  const what = props.label.toLowerCase()
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      adornment={
        <button
          type="button"
          className={styles.reveal}
          aria-pressed={shown}
          aria-controls={props.id}
          aria-label={`${shown ? 'Hide' : 'Show'} ${what}`}
          onClick={() => setShown((s) => !s)}
        >
          <Icon name={shown ? 'eye-off' : 'eye'} size={20} />
        </button>
      }
    />
  )
}
