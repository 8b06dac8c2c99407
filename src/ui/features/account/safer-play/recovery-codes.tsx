import * as E from 'fp-ts/Either'
import { useEffect, useRef } from 'react'
import { recoveryCodesFile } from '../../../../core/auth/two-factor-settings'
import { TWO_FACTOR_MESSAGES } from '../../../../core/auth/two-factor.rules'
import { useDependency } from '../../../di/container-context'
import styles from './safer-play.module.css'

/** The ten recovery codes, shown this once: copy them, download them, then say they are kept. */
export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const clipboard = useDependency('Clipboard')
  const notifier = useDependency('Notifier')
  const heading = useRef<HTMLHeadingElement | null>(null)
  useEffect(() => heading.current?.focus(), [])
  const file = recoveryCodesFile(codes)
  const copy = async () => {
    const result = await clipboard.write(file)()
    if (E.isRight(result)) notifier.success('Recovery codes copied.')
    else notifier.error('The codes could not be copied: select them and copy them yourself.')
  }
  return (
    <div className={styles.enrol}>
      <h3 ref={heading} tabIndex={-1}>
        Your recovery codes
      </h3>
      <p role="status" className={styles.on}>
        {TWO_FACTOR_MESSAGES.enrolled}
      </p>
      <p className={styles.help}>If you lose your phone, each code signs you in once instead of a code from the app.</p>
      <ol className={styles.codes} aria-label="Recovery codes">
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={() => void copy()}>
          Copy codes
        </button>
        <a
          className={styles.secondary}
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(file)}`}
          download="coinfall-recovery-codes.txt"
        >
          Download codes
        </a>
        <button type="button" className={styles.primary} onClick={onDone}>
          I have saved my codes
        </button>
      </div>
    </div>
  )
}
