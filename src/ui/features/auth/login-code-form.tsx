import { useEffect } from 'react'
import { TWO_FACTOR_MESSAGES } from '../../../core/auth/two-factor.rules'
import { TextField } from '../../components/text-field'
import styles from './auth-form.module.css'
import { useLoginCodeForm } from './use-login-code-form'

/** The code step: the authenticator's 6-digit code (or a recovery code) after the password. */
export function LoginCodeForm({ challenge, restart }: { challenge: string; restart: () => void }) {
  const form = useLoginCodeForm(challenge, restart)
  // The step replaced the password form: the keyboard moves to its field.
  useEffect(() => form.formRef.current?.querySelector<HTMLInputElement>('#code')?.focus(), [form.formRef])
  return (
    <form ref={form.formRef} className={styles.form} method="post" onSubmit={form.submit} noValidate aria-busy={form.submitting}>
      <p className={styles.lead}>{TWO_FACTOR_MESSAGES.codeNeeded}</p>
      <TextField
        id="code"
        label="Authentication code"
        value={form.values.code}
        onChange={(v) => form.change('code', v)}
        error={form.messageOf('code')}
        autoComplete="one-time-code"
        hint="Lost your phone? Enter one of your recovery codes instead."
      />
      <button type="submit" className={styles.submit} disabled={form.submitting}>
        {form.submitting ? 'Checking…' : 'Verify'}
      </button>
      <button type="button" className={styles.back} onClick={restart}>
        Back to password
      </button>
    </form>
  )
}
