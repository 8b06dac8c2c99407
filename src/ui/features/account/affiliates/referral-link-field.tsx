import { Icon } from '../../../components/icon'
import fieldStyles from '../../../components/text-field.module.css'
import { useDependency } from '../../../di/container-context'
import styles from './affiliates.module.css'
import { useReferralLink } from './use-referral-link'

export const SHARE_YOUR_LINK = 'Your link is ready to share: players who sign up through it are listed under My Affiliates.'

/** The Copy Link field (read-only, selected on focus) with its copy button, and Continue. */
export function ReferralLinkField() {
  const { link, copy } = useReferralLink()
  const notifier = useDependency('Notifier')
  return (
    <div className={styles.linkRow}>
      <div className={fieldStyles.field}>
        <label htmlFor="referral-link" className={fieldStyles.label}>
          Copy Link
        </label>
        <div className={fieldStyles.control}>
          <input
            id="referral-link"
            className={`${fieldStyles.input} ${styles.link}`}
            type="text"
            readOnly
            value={link ?? ''}
            placeholder="Sign in again to get your link"
            onFocus={(e) => e.currentTarget.select()}
          />
          <button type="button" className={styles.copy} onClick={() => void copy()} disabled={link === null}>
            <Icon name="copy" size={18} />
            <span>
              Copy<span className="visually-hidden"> link</span>
            </span>
          </button>
        </div>
      </div>
      {/* What Continue leads to is not specified; it says what the link does. */}
      <button type="button" className={styles.continue} onClick={() => notifier.info(SHARE_YOUR_LINK)}>
        Continue
      </button>
    </div>
  )
}
