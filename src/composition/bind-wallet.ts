import type { Container } from 'inversify'
import type { HttpClient } from '../adapters/http/http-client'
import { httpPaymentsGateway } from '../adapters/http/http-payments-gateway.adapter'
import { httpWalletGateway } from '../adapters/http/http-wallet-gateway.adapter'
import type { AuthStore } from '../core/auth/auth-store'
import type { Clipboard } from '../core/shared/clipboard.port'
import type { Clock } from '../core/shared/clock.port'
import type { Logger } from '../core/shared/logger.port'
import type { Navigation } from '../core/shared/navigation.port'
import type { Notifier } from '../core/shared/notifier.port'
import type { RandomSource } from '../core/shared/random.port'
import type { TabOpener } from '../core/shared/tab-opener.port'
import { makeCopyInvoice } from '../core/wallet/copy-invoice.use-case'
import { makeDeposit } from '../core/wallet/deposit.use-case'
import { makeLoadCurrencies } from '../core/wallet/load-currencies.use-case'
import { makeLoadInvoice } from '../core/wallet/load-invoice.use-case'
import { makePaySandboxInvoice } from '../core/wallet/pay-sandbox-invoice.use-case'
import type { PaymentsGateway } from '../core/wallet/payments-gateway.port'
import { makeWalletChanges, type WalletChanges } from '../core/wallet/wallet-changes'
import type { WalletGateway } from '../core/wallet/wallet-gateway.port'
import { makeWatchBalances } from '../core/wallet/watch-balances.use-case'
import { makeWatchInvoice } from '../core/wallet/watch-invoice.use-case'
import { makeWithdraw } from '../core/wallet/withdraw.use-case'
import type { Registry } from './registry'
import { T } from './tokens'

/** Balances, deposits, the invoice page and withdrawals. */
export function bindWallet(c: Container, http: HttpClient, overrides: Partial<Registry>): void {
  c.bind(T.WalletGateway).toConstantValue(overrides.WalletGateway ?? httpWalletGateway(http))
  c.bind(T.PaymentsGateway).toConstantValue(overrides.PaymentsGateway ?? httpPaymentsGateway(http))
  c.bind(T.WalletChanges).toConstantValue(makeWalletChanges())
  // The header reloads the balances every 15 s while visible; an hour idle and it stops asking.
  c.bind(T.WatchBalances).toResolvedValue(
    (wallet: WalletGateway, logger: Logger, changes: WalletChanges) =>
      makeWatchBalances({ wallet, logger, changes, everyMs: 15_000, maxPolls: 240 }),
    [T.WalletGateway, T.Logger, T.WalletChanges],
  )
  c.bind(T.Deposit).toResolvedValue(
    (
      payments: PaymentsGateway,
      store: AuthStore,
      notifier: Notifier,
      logger: Logger,
      navigation: Navigation,
      tabs: TabOpener,
      clock: Clock,
      random: RandomSource,
    ) => makeDeposit({ payments, authStore: store, notifier, logger, navigation, tabs, clock, random }),
    [T.PaymentsGateway, T.AuthStore, T.Notifier, T.Logger, T.Navigation, T.TabOpener, T.Clock, T.RandomSource],
  )
  c.bind(T.WatchInvoice).toResolvedValue(
    (payments: PaymentsGateway, navigation: Navigation, logger: Logger, changes: WalletChanges) =>
      makeWatchInvoice({ payments, navigation, logger, changes }),
    [T.PaymentsGateway, T.Navigation, T.Logger, T.WalletChanges],
  )
  c.bind(T.Withdraw).toResolvedValue(
    (payments: PaymentsGateway, notifier: Notifier, navigation: Navigation, changes: WalletChanges) =>
      makeWithdraw({ payments, notifier, navigation, changes }),
    [T.PaymentsGateway, T.Notifier, T.Navigation, T.WalletChanges],
  )
  c.bind(T.CopyInvoice).toResolvedValue(
    (clipboard: Clipboard, notifier: Notifier, logger: Logger) => makeCopyInvoice({ clipboard, notifier, logger }),
    [T.Clipboard, T.Notifier, T.Logger],
  )
  c.bind(T.LoadInvoice).toResolvedValue(
    (payments: PaymentsGateway, logger: Logger) => makeLoadInvoice({ payments, logger }),
    [T.PaymentsGateway, T.Logger],
  )
  c.bind(T.LoadCurrencies).toResolvedValue(
    (payments: PaymentsGateway, logger: Logger) => makeLoadCurrencies({ payments, logger }),
    [T.PaymentsGateway, T.Logger],
  )
  c.bind(T.PaySandboxInvoice).toResolvedValue(
    (payments: PaymentsGateway, notifier: Notifier, logger: Logger) => makePaySandboxInvoice({ payments, notifier, logger }),
    [T.PaymentsGateway, T.Notifier, T.Logger],
  )
}
