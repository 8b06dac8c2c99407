import type { Container } from 'inversify'
import type { HttpClient } from '../adapters/http/http-client'
import { httpPaymentsGateway } from '../adapters/http/http-payments-gateway.adapter'
import { httpWalletGateway } from '../adapters/http/http-wallet-gateway.adapter'
import { makeCopyInvoice } from '../core/wallet/copy-invoice.use-case'
import { makeDeposit } from '../core/wallet/deposit.use-case'
import { makeLoadCurrencies } from '../core/wallet/load-currencies.use-case'
import { makeLoadInvoice } from '../core/wallet/load-invoice.use-case'
import { makePaySandboxInvoice } from '../core/wallet/pay-sandbox-invoice.use-case'
import { makeWalletChanges } from '../core/wallet/wallet-changes'
import { makeWatchBalances } from '../core/wallet/watch-balances.use-case'
import { makeWatchWithdrawals } from '../core/wallet/watch-withdrawals.use-case'
import { makeWatchInvoice } from '../core/wallet/watch-invoice.use-case'
import { makeWithdraw } from '../core/wallet/withdraw.use-case'
import { binder } from './binder'
import type { Registry } from './registry'

/** Balances, deposits, the invoice page and withdrawals. */
export function bindWallet(c: Container, http: HttpClient, overrides: Partial<Registry>): void {
  const bind = binder(c)
  bind.constant('WalletGateway', overrides.WalletGateway ?? httpWalletGateway(http))
  bind.constant('PaymentsGateway', overrides.PaymentsGateway ?? httpPaymentsGateway(http))
  bind.constant('WalletChanges', makeWalletChanges())
  // The header reloads the balances every 15 s while visible; an hour idle and it stops asking.
  bind.resolved('WatchBalances', ['WalletGateway', 'Logger', 'WalletChanges'], (wallet, logger, changes) =>
    makeWatchBalances({ wallet, logger, changes, everyMs: 15_000, maxPolls: 240 }),
  )
  // An open withdrawal waits for an operator or a provider: the timeline is read again every 5 s until it settles.
  bind.resolved('WatchWithdrawals', ['PaymentsGateway', 'Logger', 'WalletChanges'], (payments, logger, changes) =>
    makeWatchWithdrawals({ payments, logger, changes, everyMs: 5_000 }),
  )
  bind.resolved(
    'Deposit',
    ['PaymentsGateway', 'AuthStore', 'Notifier', 'Logger', 'Navigation', 'TabOpener', 'Clock', 'RandomSource'],
    (payments, authStore, notifier, logger, navigation, tabs, clock, random) =>
      makeDeposit({ payments, authStore, notifier, logger, navigation, tabs, clock, random }),
  )
  bind.resolved('WatchInvoice', ['PaymentsGateway', 'Navigation', 'Logger', 'WalletChanges'], (payments, navigation, logger, changes) =>
    makeWatchInvoice({ payments, navigation, logger, changes }),
  )
  bind.resolved(
    'Withdraw',
    ['PaymentsGateway', 'Notifier', 'Navigation', 'WalletChanges', 'Clock'],
    (payments, notifier, navigation, changes, clock) =>
      makeWithdraw({
        payments,
        notifier,
        navigation,
        changes,
        clock,
        // Loaded with the wallet page's code: its invoice decoder has no place in the first load.
        checkDestination: async (...args) => (await import('../core/wallet/withdrawal-destination.rules')).checkDestination(...args),
      }),
  )
  bind.resolved('CopyInvoice', ['Clipboard', 'Notifier', 'Logger'], (clipboard, notifier, logger) =>
    makeCopyInvoice({ clipboard, notifier, logger }),
  )
  bind.resolved('LoadInvoice', ['PaymentsGateway', 'Logger'], (payments, logger) => makeLoadInvoice({ payments, logger }))
  bind.resolved('LoadCurrencies', ['PaymentsGateway', 'Logger'], (payments, logger) => makeLoadCurrencies({ payments, logger }))
  bind.resolved('PaySandboxInvoice', ['PaymentsGateway', 'Notifier', 'Logger'], (payments, notifier, logger) =>
    makePaySandboxInvoice({ payments, notifier, logger }),
  )
}
