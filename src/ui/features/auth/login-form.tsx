import { useEffect, useRef } from 'react'
import { Link } from '../../routing/link'
import { PATHS } from '../../../core/navigation/paths'
import styles from './auth-form.module.css'
import { GoogleButton } from './google-button'
import { LoginCodeForm } from './login-code-form'
import { PasswordField } from '../../components/password-field'
import { TextField } from '../../components/text-field'
import { useLoginForm } from './use-login-form'

/**
 * The login form (docs/product/screens-and-routes.md#log-in): one identifier field (email or
 * username), the password, Google, the link to sign up; with two-factor sign-in on, then the code step.
 */
export function LoginForm() {
  const form = useLoginForm()
  const fromCodeStep = useRef(false)
  // Sent back from the code step: the password is typed again, so the keyboard goes there.
  useEffect(() => {
    if (form.challenge === null && fromCodeStep.current) form.formRef.current?.querySelector<HTMLInputElement>('#password')?.focus()
    fromCodeStep.current = form.challenge !== null
  }, [form.challenge, form.formRef])
  if (form.challenge !== null) return <LoginCodeForm challenge={form.challenge} restart={form.restart} />
  return (
    // POST, should the browser submit it itself (a prerendered form used before the app took it
    // over): a GET would put the password in the address, the history and the access log.
    <form ref={form.formRef} className={styles.form} method="post" onSubmit={form.submit} noValidate aria-busy={form.submitting}>
      <GoogleButton label="Login with Google" />
      <p className={styles.divider}>
        <span>or log in with your account</span>
      </p>
      <TextField
        id="email"
        label="Email or Username"
        value={form.values.email}
        onChange={(v) => form.change('email', v)}
        error={form.messageOf('email')}
        autoComplete="username"
      />
      <PasswordField
        id="password"
        label="Password"
        value={form.values.password}
        onChange={(v) => form.change('password', v)}
        error={form.messageOf('password')}
        autoComplete="current-password"
      />
      <a href="#" className={styles.forgot}>
        Forgot Password?
      </a>
      <button type="submit" className={styles.submit} disabled={form.submitting}>
        {form.submitting ? 'Logging in…' : 'Login'}
      </button>
      <p className={styles.switch}>
        New here? <Link href={PATHS.signup}>Sign up</Link>
      </p>
    </form>
  )
}
