import * as E from 'fp-ts/Either'
import { PROMO_COPIED_MESSAGE, PROMO_NOT_COPIED_MESSAGE } from '../../../core/bonuses/join-promo'
import { Icon } from '../../components/icon'
import { useDependency } from '../../di/container-context'
import styles from './promo-code.module.css'
import { bonusesArea } from '../../../composition/areas/bonuses.area'

/** The code in plain, selectable text, and a button that copies it; a toast says whether it did. */
export function PromoCode({ code }: { code: string }) {
  const copyPromoCode = useDependency('CopyPromoCode', bonusesArea)
  const notifier = useDependency('Notifier')
  const copy = async () => {
    if (E.isLeft(await copyPromoCode(code)())) notifier.error(PROMO_NOT_COPIED_MESSAGE)
    else notifier.success(PROMO_COPIED_MESSAGE)
  }
  return (
    <div className={styles.box}>
      <code className={styles.code}>{code}</code>
      <button type="button" className={styles.copy} onClick={() => void copy()} aria-label="Copy promo code">
        <Icon name="copy" size={18} />
        Copy
      </button>
    </div>
  )
}
