import { QRCodeSVG } from 'qrcode.react'
import { useState } from 'react'
import { Link } from '../../routing/link'
import { readTotpEnrolment } from '../../../core/operator/totp-enrolment.rules'
import { PageTitle } from '../../components/page-title'
import styles from './operator.module.css'

/**
 * Turns the otpauth:// URI that `npm run operator -- create` printed into a QR code for the
 * authenticator app. Drawn here in the browser: the secret is never sent anywhere.
 */
export function AuthenticatorSetup() {
  const [pasted, setPasted] = useState('')
  const enrolment = readTotpEnrolment(pasted)
  return (
    <main className={styles.main}>
      <PageTitle title="Set up your authenticator" />
      <section className={`${styles.card} ${styles.signIn}`} aria-labelledby="enrol-title">
        <h1 id="enrol-title">Set up your authenticator</h1>
        <div className={styles.form}>
          <label htmlFor="enrol-uri">The otpauth:// line the operator command printed</label>
          <textarea
            id="enrol-uri"
            className={styles.uri}
            value={pasted}
            spellCheck={false}
            aria-describedby="enrol-hint"
            onChange={(e) => setPasted(e.target.value)}
          />
          <p id="enrol-hint" className={styles.status}>
            The code is drawn on this page only; nothing you paste leaves your browser.
          </p>
          {pasted.trim() !== '' && enrolment === null && (
            <p className={styles.error} role="alert">
              This is not an authenticator line: paste the one that starts with otpauth://totp/.
            </p>
          )}
          {enrolment !== null && (
            <figure className={styles.qr}>
              <QRCodeSVG
                value={enrolment.uri}
                size={216}
                level="M"
                marginSize={2}
                role="img"
                aria-label={`QR code to add ${enrolment.account} to an authenticator app`}
              />
              <figcaption>
                Scan it with your authenticator app: it then shows {enrolment.issuer} codes for {enrolment.account}.
              </figcaption>
            </figure>
          )}
          <Link href="/">Back to the sign-in</Link>
        </div>
      </section>
    </main>
  )
}
