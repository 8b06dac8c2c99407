import type { Container } from 'inversify'
import { map, ReplaySubject, share } from 'rxjs'
import { eventSourceBalanceStream } from '../adapters/http/event-source-balance-stream.adapter'
import type { HttpClient } from '../adapters/http/http-client'
import { httpPaymentsGateway } from '../adapters/http/http-payments-gateway.adapter'
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
export function bindWallet(c: Container, http: HttpClient, apiBaseUrl: string, overrides: Partial<Registry>): void {
  const bind = binder(c)
  bind.constant('PaymentsGateway', overrides.PaymentsGateway ?? httpPaymentsGateway(http))
  bind.constant('WalletChanges', makeWalletChanges())
  bind.constant('BalanceStream', overrides.BalanceStream ?? eventSourceBalanceStream({ http, baseUrl: apiBaseUrl }))
  // A dropped stream is reopened after 1 s, doubling to at most 30 s while it keeps failing.
  bind.resolved('WatchBalances', ['BalanceStream', 'Logger', 'RandomSource'], (stream, logger, random) =>
    makeWatchBalances({ stream, logger, random, backoff: { firstMs: 1_000, maxMs: 30_000 } }),
  )
  // The header and the wallet page show the same balances: one stream per tab, closed when neither is on screen.
  bind.resolved('LiveBalances', ['WatchBalances', 'AuthStore', 'PageVisible'], (watch, auth, visible$) =>
    watch({ account$: auth.state$.pipe(map((s) => (s.isAuthenticated ? s.token : null))), visible$ }).pipe(
      share({ connector: () => new ReplaySubject(1), resetOnRefCountZero: true }),
    ),
  )
  // An open withdrawal waits for an operator or a provider: the timeline is read again every 5 s until it settles.
  bind.resolved('WatchWithdrawals', ['PaymentsGateway', 'Logger', 'WalletChanges'], (payments, logger, changes) =>
    makeWatchWithdrawals({ payments, logger, changes, everyMs: 5_000 }),
  )
  bind.resolved(
    'Deposit',
    ['PaymentsGateway', 'AuthStore', 'Logger', 'TabOpener', 'Clock', 'RandomSource'],
    (payments, authStore, logger, tabs, clock, random) => makeDeposit({ payments, authStore, logger, tabs, clock, random }),
  )
  bind.resolved('WatchInvoice', ['PaymentsGateway', 'Logger', 'WalletChanges'], (payments, logger, changes) =>
    makeWatchInvoice({ payments, logger, changes }),
  )
  bind.resolved('Withdraw', ['PaymentsGateway', 'WalletChanges', 'Clock'], (payments, changes, clock) =>
    makeWithdraw({
      payments,
      changes,
      clock,
      // Loaded with the wallet page's code: its invoice decoder has no place in the first load.
      checkDestination: async (...args) => (await import('../core/wallet/withdrawal-destination.rules')).checkDestination(...args),
    }),
  )
  bind.resolved('CopyInvoice', ['Clipboard', 'Logger'], (clipboard, logger) => makeCopyInvoice({ clipboard, logger }))
  bind.resolved('LoadInvoice', ['PaymentsGateway', 'Logger'], (payments, logger) => makeLoadInvoice({ payments, logger }))
  bind.resolved('LoadCurrencies', ['PaymentsGateway', 'Logger'], (payments, logger) => makeLoadCurrencies({ payments, logger }))
  bind.resolved('PaySandboxInvoice', ['PaymentsGateway', 'Logger'], (payments, logger) => makePaySandboxInvoice({ payments, logger }))
}
