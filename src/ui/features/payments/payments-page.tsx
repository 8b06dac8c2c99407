import { AccountTabs } from '../../components/account-tabs'
import { PageTitle } from '../../components/page-title'
import { twoFactorStatus } from '../account/safer-play/safer-play.reads'
import { DepositSection } from './deposit/deposit-section'
import { dateOfBirthNeeded } from './payments.reads'
import styles from './payments.module.css'
import { WithdrawSection } from './withdraw/withdraw-section'

/** What the screen shows the player: read ahead of a tap from the other account tabs. */
export const screenReads = [dateOfBirthNeeded, twoFactorStatus]

/**
 * /wallet: deposit (five method tabs, two working) and withdraw, in US dollars
 * (docs/product/screens-and-routes.md#wallet).
 */
export function PaymentsPage() {
  return (
    <div className={styles.screen}>
      <PageTitle title="Wallet" />
      <AccountTabs />
      <header className={styles.intro}>
        <h1>Wallet</h1>
        <p>
          Deposit and withdraw in US dollars. Payments run through Lightning and crypto providers; your balance updates once a payment is
          confirmed.
        </p>
      </header>
      <div className={styles.columns}>
        <DepositSection />
        <WithdrawSection />
      </div>
    </div>
  )
}
