import { useState } from 'react'
import { Link } from '../../routing/link'
import type { OperatorSession } from '../../../core/operator/operator'
import { operatorErrorText } from '../../../core/operator/operator-error.rules'
import { TOTP_CODE_MESSAGE, totpCode } from '../../../core/operator/totp-code.rules'
import { useOperatorDependency } from '../../di/operator-container-context'
import type { GatewayError } from '../../../core/shared/gateway-error'
import { TextField } from '../../components/text-field'
import { useForm } from '../../forms/use-form'
import { ruleErrors } from '../../forms/field-errors'
import styles from './operator.module.css'

type Field = 'email' | 'password' | 'code' | 'new_password'

const firstOf = (errors: GatewayError): Partial<Record<Field, string>> =>
  errors._tag === 'Unexpected' && errors.errors !== undefined
    ? Object.fromEntries(Object.entries(errors.errors).map(([k, v]) => [k, v[0] ?? '']))
    : {}

/**
 * The console's own sign-in: email, password and the authenticator's code. The first sign-in
 * also sets the operator's own password in place of the one-time one.
 */
export function OperatorSignIn({ onSignedIn }: { onSignedIn: (s: OperatorSession) => void }) {
  const signIn = useOperatorDependency('SignInOperator')
  const [refusal, setRefusal] = useState<string | null>(null)
  const form = useForm({
    initial: { email: '', password: '', code: '', new_password: '' },
    check: (v) => (totpCode(v.code) === null ? { code: TOTP_CODE_MESSAGE } : {}),
    run: (v) => signIn({ email: v.email, password: v.password, code: v.code, newPassword: v.new_password }),
    // A message about a field goes under it; any other (wrong password, too many tries) above the button.
    fieldErrors: (error: GatewayError) => ruleErrors<Field>(firstOf(error)),
    done: onSignedIn,
    refused: (error) => setRefusal(Object.keys(firstOf(error)).length > 0 ? null : operatorErrorText(error)),
  })
  return (
    <main className={styles.main}>
      <section className={`${styles.card} ${styles.signIn}`} aria-labelledby="operator-sign-in">
        <h1 id="operator-sign-in">Operator sign-in</h1>
        <form ref={form.formRef} className={styles.form} onSubmit={(e) => void form.submit(e)} noValidate aria-label="Operator sign-in">
          <TextField
            id="op-email"
            label="Email or username"
            autoComplete="username"
            value={form.values.email}
            onChange={(v) => form.change('email', v)}
            error={form.messageOf('email')}
          />
          <TextField
            id="op-password"
            label="Password"
            type="password"
            autoComplete="current-password"
            value={form.values.password}
            onChange={(v) => form.change('password', v)}
            error={form.messageOf('password')}
          />
          <TextField
            id="op-code"
            label="Authenticator code"
            autoComplete="one-time-code"
            inputMode="numeric"
            hint="The 6 digits your authenticator app shows now."
            value={form.values.code}
            onChange={(v) => form.change('code', v)}
            error={form.messageOf('code')}
          />
          <TextField
            id="op-new-password"
            label="New password (first sign-in only)"
            type="password"
            autoComplete="new-password"
            hint="Your first sign-in replaces the one-time password: at least 12 characters, letters and digits."
            value={form.values.new_password}
            onChange={(v) => form.change('new_password', v)}
            error={form.messageOf('new_password')}
          />
          {refusal !== null && (
            <p className={styles.error} role="alert">
              {refusal}
            </p>
          )}
          <button type="submit" className={styles.button} disabled={form.submitting}>
            {form.submitting ? 'Signing in…' : 'Sign in'}
          </button>
        </form>
        <p className={styles.status}>
          New here? <Link href="/authenticator">Set up your authenticator</Link> with the line the operator command printed.
        </p>
      </section>
    </main>
  )
}
