import { useState } from 'react'
import { useScreenRead } from '../../../hooks/use-screen-read'
import { dateOfBirthNeeded } from '../payments.reads'
import { DEFAULT_DEPOSIT_TAB, DEPOSIT_TABS, type DepositTab, type DepositTabId } from '../../../../core/payments/deposit-tabs'
import styles from '../payments.module.css'
import { DepositTablist, panelId, tabId } from './deposit-tablist'
import { UnavailablePanel } from './unavailable-panel'
import { WalletAddressForm } from './wallet-address-form'
import { WalletConnectForm } from './wallet-connect-form'

function PanelBody({ tab, onSelect, askDateOfBirth }: { tab: DepositTab; onSelect: (id: DepositTabId) => void; askDateOfBirth: boolean }) {
  switch (tab.id) {
    case 'WalletAddress':
      return <WalletAddressForm askDateOfBirth={askDateOfBirth} />
    case 'WalletConnect':
      return <WalletConnectForm askDateOfBirth={askDateOfBirth} />
    case 'LocalPay':
    case 'CashPay':
    case 'Card':
      return <UnavailablePanel tab={tab} onSelect={onSelect} />
  }
}

/**
 * Deposit: five method tabs. Every panel stays in the page (hidden when not selected), so what
 * the player typed in one tab is still there after a look at another. While the profile has no
 * date of birth, the forms ask for one (a first deposit; the server refuses without it).
 */
export function DepositSection() {
  const [active, setActive] = useState<DepositTabId>(DEFAULT_DEPOSIT_TAB)
  const needed = useScreenRead(dateOfBirthNeeded)
  const askDateOfBirth = needed._tag === 'Loaded' && needed.value
  return (
    <section className={styles.card} aria-labelledby="deposit-heading">
      <h2 id="deposit-heading" className={styles.cardTitle}>
        Deposit
      </h2>
      <DepositTablist active={active} onSelect={setActive} />
      {DEPOSIT_TABS.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          hidden={tab.id !== active}
          className={styles.panel}
        >
          <p className={styles.summary}>{tab.summary}</p>
          <PanelBody tab={tab} onSelect={setActive} askDateOfBirth={askDateOfBirth} />
        </div>
      ))}
    </section>
  )
}
