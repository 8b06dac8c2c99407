import type { KeyboardEvent } from 'react'
import { stepRing } from '../../../../core/lobby/wrap-index.rules'
import { DEPOSIT_TABS, type DepositTabId } from '../../../../core/payments/deposit-tabs'
import styles from '../payments.module.css'
import { DepositTabIcon } from './deposit-tab-icon'

export const tabId = (id: DepositTabId): string => `deposit-tab-${id}`
export const panelId = (id: DepositTabId): string => `deposit-panel-${id}`

const MOVES: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (i, n) => stepRing(i, 1, n),
  ArrowDown: (i, n) => stepRing(i, 1, n),
  ArrowLeft: (i, n) => stepRing(i, -1, n),
  ArrowUp: (i, n) => stepRing(i, -1, n),
  Home: () => 0,
  End: (_, n) => n - 1,
}

/**
 * The five deposit methods as an ARIA tablist: one tab stop; arrows (wrapping), Home and End
 * move the focus and select the tab at once, since every panel is already in the page.
 */
export function DepositTablist({ active, onSelect }: { active: DepositTabId; onSelect: (id: DepositTabId) => void }) {
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const move = MOVES[e.key]
    if (move === undefined) return
    e.preventDefault()
    const next = DEPOSIT_TABS[move(index, DEPOSIT_TABS.length)]
    if (next === undefined) return
    onSelect(next.id)
    document.getElementById(tabId(next.id))?.focus()
  }
  return (
    <div role="tablist" aria-label="Deposit methods" className={styles.tablist}>
      {DEPOSIT_TABS.map((tab, index) => {
        const selected = tab.id === active
        return (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-selected={selected}
            aria-controls={panelId(tab.id)}
            tabIndex={selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(e) => onKeyDown(e, index)}
          >
            <DepositTabIcon id={tab.id} />
            <span className={styles.tabLabel}>{tab.label}</span>
            {!tab.available && (
              <>
                <span className={styles.soon} aria-hidden="true">
                  Soon
                </span>
                <span className="visually-hidden"> (not available yet)</span>
              </>
            )}
          </button>
        )
      })}
    </div>
  )
}
