import { DEFAULT_DEPOSIT_TAB, unavailableMessage, type DepositTab, type DepositTabId } from '../../../../core/payments/deposit-tabs'
import styles from '../payments.module.css'
import { tabId } from './deposit-tablist'

// This panel hides once another tab is chosen: the focus goes to that tab rather than being lost.
const switchToWorkingTab = (onSelect: (id: DepositTabId) => void): void => {
  onSelect(DEFAULT_DEPOSIT_TAB)
  document.getElementById(tabId(DEFAULT_DEPOSIT_TAB))?.focus()
}

/** A static tab: it says plainly that the method does not work yet and offers one that does. */
export function UnavailablePanel({ tab, onSelect }: { tab: DepositTab; onSelect: (id: DepositTabId) => void }) {
  return (
    <div className={styles.unavailable}>
      <p className={styles.unavailableTitle}>Not available yet</p>
      <p>{unavailableMessage(tab)}</p>
      <button type="button" className={styles.secondary} onClick={() => switchToWorkingTab(onSelect)}>
        Use Wallet Address
      </button>
    </div>
  )
}
