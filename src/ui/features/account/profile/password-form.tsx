import type { PasswordChangeField } from '../../../../core/profile/password-change.rules'
import { PasswordField } from '../../../components/password-field'
import styles from './profile.module.css'
import { usePasswordForm } from './use-password-form'

/**
 * The profile screen's second card: the account password, checked by
 * docs/product/rules.md#password-change.
 */
export function PasswordForm() {
  const form = usePasswordForm()
  const field = (name: PasswordChangeField) => ({
    id: name,
    value: form.values[name],
    onChange: (v: string) => form.change(name, v),
    error: form.messageOf(name),
  })
  return (
    <section className={styles.card} aria-labelledby="password-heading">
      <header className={styles.cardHeader}>
        <h2 id="password-heading">Change Password</h2>
        <p className={styles.lead}>Use at least 8 characters. Your other sessions are signed out when it changes.</p>
      </header>
      <form
        ref={form.formRef}
        className={styles.form}
        aria-labelledby="password-heading"
        onSubmit={form.submit}
        noValidate
        aria-busy={form.submitting}
      >
        <div className={styles.passwords}>
          <PasswordField {...field('currentPassword')} label="Current Password" autoComplete="current-password" />
          <PasswordField {...field('newPassword')} label="New Password" autoComplete="new-password" />
          <PasswordField {...field('newPasswordConfirmation')} label="Confirm Password" autoComplete="new-password" />
        </div>
        <div className={styles.actions}>
          <button type="submit" className={styles.primary} disabled={form.submitting}>
            {form.submitting ? 'Saving…' : 'Save'}
          </button>
        </div>
      </form>
    </section>
  )
}
