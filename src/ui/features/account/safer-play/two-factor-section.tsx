import { useState } from 'react'
import type { TwoFactorEnrolment, TwoFactorStatus } from '../../../../core/auth/two-factor-settings'
import { TWO_FACTOR_SENTENCE } from '../../../../core/auth/two-factor.rules'
import { useScreenRead } from '../../../hooks/use-screen-read'
import { RecoveryCodes } from './recovery-codes'
import { twoFactorStatus } from './safer-play.reads'
import styles from './safer-play.module.css'
import { TurnOffTwoFactor } from './turn-off-two-factor'
import { TwoFactorEnrolmentForm } from './two-factor-enrolment'
import { useBeginEnrolment } from './use-begin-enrolment'

/** Where the section is: what the server said, an enrolment under way, or the recovery codes to keep. */
type Step =
  | { readonly _tag: 'Status'; readonly status: TwoFactorStatus }
  | { readonly _tag: 'Enrolling'; readonly enrolment: TwoFactorEnrolment }
  | { readonly _tag: 'Codes'; readonly codes: readonly string[] }

/**
 * Two-factor sign-in (docs/product/safer-play.md#two-factor-sign-in): turned on with a QR code and a
 * first code, then ten recovery codes shown once; turned off with the password and a code.
 */
export function TwoFactorSection() {
  const loaded = useScreenRead(twoFactorStatus)
  const [step, setStep] = useState<Step | null>(null)
  const current: Step | null = step ?? (loaded._tag === 'Loaded' ? { _tag: 'Status', status: loaded.value } : null)
  const begin = useBeginEnrolment((enrolment) => setStep({ _tag: 'Enrolling', enrolment }))
  const off = { on: false, recoveryCodesLeft: 0 }

  return (
    <section className={styles.card} aria-labelledby="two-factor-heading">
      <h2 id="two-factor-heading">Two-factor sign-in</h2>
      <p className={styles.lead}>{TWO_FACTOR_SENTENCE}</p>
      {current === null ? (
        <p role="status" className={styles.help}>
          {loaded._tag === 'Failed' ? 'Two-factor sign-in could not be loaded. Please try again later.' : 'Loading…'}
        </p>
      ) : current._tag === 'Enrolling' ? (
        <TwoFactorEnrolmentForm
          enrolment={current.enrolment}
          onConfirmed={(codes) => setStep({ _tag: 'Codes', codes })}
          onCancel={() => setStep({ _tag: 'Status', status: off })}
        />
      ) : current._tag === 'Codes' ? (
        <RecoveryCodes
          codes={current.codes}
          onDone={() => setStep({ _tag: 'Status', status: { on: true, recoveryCodesLeft: current.codes.length } })}
        />
      ) : current.status.on ? (
        <>
          <p className={styles.on}>
            <strong>On.</strong> {current.status.recoveryCodesLeft} of your recovery codes are left unused.
          </p>
          <TurnOffTwoFactor onTurnedOff={() => setStep({ _tag: 'Status', status: off })} />
        </>
      ) : (
        <div>
          <button type="button" className={styles.secondary} onClick={begin.run} disabled={begin.busy}>
            Turn on two-factor sign-in
          </button>
        </div>
      )}
    </section>
  )
}
