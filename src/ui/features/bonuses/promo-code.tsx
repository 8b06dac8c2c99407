import { Icon } from '../../components/icon'
import { useDependency } from '../../di/container-context'
import styles from './promo-code.module.css'

/** The code in plain, selectable text, and a button that copies it (the use case toasts the outcome). */
export function PromoCode({ code }: { code: string }) {
  const copyPromoCode = useDependency('CopyPromoCode')
  return (
    <div className={styles.box}>
      <code className={styles.code}>{code}</code>
      <button type="button" className={styles.copy} onClick={() => void copyPromoCode(code)()} aria-label="Copy promo code">
        <Icon name="copy" size={18} />
        Copy
      </button>
    </div>
  )
}
