import { formatUsd } from '../../core/shared/money'
import { PLACEHOLDER_BALANCES, THIRD_PARTY_BALANCE_LABEL, type Balances } from '../../core/balances/balances'
import { Icon } from '../components/icon'
import { useDisclosure } from '../hooks/use-disclosure'
import styles from './site-header.module.css'
import { useBalances } from './use-balances'
import { useEffect } from 'react'
import type { LiveBalances } from '../../core/balances/balance-stream.port'
import { releasedMessage } from '../../core/bonuses/bonus-grants.rules'
import { useDependency } from '../di/container-context'
import { balancesArea } from '../../composition/areas/balances.area'

// The live balances are replayed to every new subscriber: an update is toasted once, whoever shows it.
const toasted = new WeakSet<LiveBalances>()

/**
 * A toast for each update of the live balances that includes a bonus release. Heard from the
 * stream itself, not from what renders: a release and the movement after it (a spin's bet and its
 * win) can arrive before the page renders again, and only the latter would be rendered.
 */
function useReleaseToast(): void {
  const notifier = useDependency('Notifier')
  const live$ = useDependency('LiveBalances', balancesArea)
  useEffect(() => {
    const updates = live$.subscribe((live) => {
      if (live.bonusReleasedCents === undefined || toasted.has(live)) return
      toasted.add(live)
      notifier.success(releasedMessage(live.bonusReleasedCents))
    })
    return () => updates.unsubscribe()
  }, [live$, notifier])
}

/**
 * The header's wallet button and its four-row dropdown. Until the ledger's balances arrive (or
 * when they cannot be loaded: the failure is only logged) it shows the placeholders of
 * docs/product/constants.md#header-balances.
 */
export function BalanceMenu() {
  const { open, toggle, container, button } = useDisclosure()
  const live = useBalances()
  const shown: Balances = live ?? PLACEHOLDER_BALANCES
  useReleaseToast()
  const rows: ReadonlyArray<readonly [string, number]> = [
    ['Bonus Balance', shown.bonus],
    ['Withdrawable Balance', shown.withdrawable],
    [THIRD_PARTY_BALANCE_LABEL, shown.thirdParty],
    ['Total Balance', shown.total],
  ]
  return (
    <div className={styles.menu} ref={container}>
      <button
        ref={button}
        type="button"
        className={styles.balanceButton}
        aria-expanded={open}
        aria-controls="balance-menu"
        onClick={toggle}
      >
        <Icon name="wallet" />
        <span className={styles.srOnly}>Wallet balance: </span>
        <span>{formatUsd(shown.total)}</span>
      </button>
      <div id="balance-menu" className={styles.dropdown} hidden={!open}>
        <dl className={styles.balanceList}>
          {rows.map(([label, cents]) => (
            <div key={label} className={styles.balanceRow}>
              <dt>{label}</dt>
              <dd>{formatUsd(cents)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  )
}
