import * as E from 'fp-ts/Either'
import { QRCodeSVG } from 'qrcode.react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { parseTotpCode } from '../../../../core/auth/two-factor.rules'
import type { TwoFactorEnrolment } from '../../../../core/auth/two-factor-settings'
import { PasswordField } from '../../../components/password-field'
import { TextField } from '../../../components/text-field'
import { useDependency } from '../../../di/container-context'
import styles from './safer-play.module.css'
import { saferPlayArea } from '../../../../composition/areas/safer-play.area'

/** "ABCD EFGH …": the secret in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret

/** Step one of turning it on: scan the QR code (or type the key), then prove it with the app's first code and the password. */
export function TwoFactorEnrolmentForm({
  enrolment,
  onConfirmed,
  onCancel,
}: {
  enrolment: TwoFactorEnrolment
  onConfirmed: (codes: readonly string[]) => void
  onCancel: () => void
}) {
  const twoFactor = useDependency('TwoFactor', saferPlayArea)
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<{ code?: string; password?: string }>({})
  const [busy, setBusy] = useState(false)
  const heading = useRef<HTMLHeadingElement | null>(null)
  useEffect(() => heading.current?.focus(), [])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const parsed = parseTotpCode(code)
    const next = {
      ...(E.isLeft(parsed) ? { code: parsed.left } : {}),
      ...(password === '' ? { password: 'Enter your password to confirm.' } : {}),
    }
    setErrors(next)
    if (E.isLeft(parsed) || next.password !== undefined) return
    setBusy(true)
    const result = await twoFactor.confirm(parsed.right, password)()
    setBusy(false)
    if (E.isRight(result)) return onConfirmed(result.right.recoveryCodes)
    const cause = result.left
    const wrongPassword = cause._tag === 'Unexpected' ? cause.errors?.password?.[0] : undefined
    if (wrongPassword !== undefined) return setErrors({ password: wrongPassword })
    setErrors({
      code: cause._tag === 'Unexpected' && cause.message !== undefined ? cause.message : 'The code could not be checked. Please try again.',
    })
  }

  return (
    <div className={styles.enrol}>
      <h3 ref={heading} tabIndex={-1}>
        Scan this code with your authenticator app
      </h3>
      <div className={styles.enrolBody}>
        <figure className={styles.qr}>
          <QRCodeSVG
            value={enrolment.uri}
            size={184}
            level="M"
            marginSize={2}
            role="img"
            aria-label="QR code to add Coinfall to your authenticator app"
          />
        </figure>
        <div className={styles.enrolSteps}>
          <p className={styles.help}>
            Any authenticator app works (Google Authenticator, Microsoft Authenticator, 1Password, Aegis…). Cannot scan? Enter this key in
            the app instead:
          </p>
          <p className={styles.secret} aria-label={`Setup key: ${enrolment.secret.split('').join(' ')}`}>
            <code>{grouped(enrolment.secret)}</code>
          </p>
          <form className={styles.breakForm} onSubmit={(e) => void submit(e)} aria-label="Confirm two-factor sign-in" noValidate>
            <TextField
              id="two-factor-confirm-code"
              label="The 6-digit code your app shows"
              value={code}
              onChange={setCode}
              error={errors.code}
              autoComplete="one-time-code"
              inputMode="numeric"
            />
            <PasswordField
              id="two-factor-confirm-password"
              label="Password"
              value={password}
              onChange={setPassword}
              error={errors.password}
              autoComplete="current-password"
            />
            <div className={styles.actions}>
              <button type="submit" className={styles.primary} disabled={busy}>
                Turn on
              </button>
              <button type="button" className={styles.plain} onClick={onCancel}>
                Cancel
              </button>
            </div>
          </form>
        </div>
      </div>
    </div>
  )
}
