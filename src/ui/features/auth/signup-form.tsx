import { Link } from '../../routing/link'
import { PATHS } from '../../../core/navigation/paths'
import styles from './auth-form.module.css'
import { GoogleButton } from './google-button'
import { PasswordField } from '../../components/password-field'
import { TextField } from '../../components/text-field'
import { useSignupForm } from './use-signup-form'

/** The sign-up form (docs/product/screens-and-routes.md#sign-up). */
export function SignupForm() {
  const form = useSignupForm()
  const field = (name: keyof typeof form.values) => ({
    id: name,
    value: form.values[name],
    onChange: (v: string) => form.change(name, v),
    error: form.messageOf(name),
  })
  return (
    // POST, should the browser submit it itself (a prerendered form used before the app took it
    // over): a GET would put the password in the address, the history and the access log.
    <form ref={form.formRef} className={styles.form} method="post" onSubmit={form.submit} noValidate aria-busy={form.submitting}>
      <GoogleButton label="Signup with Google" />
      <p className={styles.divider}>
        <span>or sign up with email</span>
      </p>
      <div className={styles.pair}>
        <TextField {...field('name')} label="Full Name" autoComplete="name" />
        <TextField {...field('username')} label="Username" autoComplete="username" />
      </div>
      <TextField {...field('email')} label="Email Address" type="email" autoComplete="email" inputMode="email" />
      <TextField {...field('promoCode')} label="Promo Code (optional)" autoComplete="off" />
      <div className={styles.pair}>
        <PasswordField {...field('password')} label="Password" autoComplete="new-password" />
        <PasswordField {...field('passwordConfirmation')} label="Confirm Password" autoComplete="new-password" />
      </div>
      <p className={styles.hint}>At least 6 characters with a letter and a number, no spaces.</p>
      <button type="submit" className={styles.submit} disabled={form.submitting}>
        {form.submitting ? 'Signing up…' : 'Sign up'}
      </button>
      <p className={styles.switch}>
        Already have an account? <Link href={PATHS.login}>Log in</Link>
      </p>
    </form>
  )
}
