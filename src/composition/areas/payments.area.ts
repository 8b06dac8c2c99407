import { httpPaymentsGateway } from '../../adapters/http/http-payments-gateway.adapter'
import { makeCopyInvoice } from '../../core/payments/copy-invoice.use-case'
import { makeDateOfBirthNeeded } from '../../core/payments/date-of-birth-needed.use-case'
import { makeDeposit } from '../../core/payments/deposit.use-case'
import { makeLoadCurrencies } from '../../core/payments/load-currencies.use-case'
import { makeLoadInvoice } from '../../core/payments/load-invoice.use-case'
import { makePaySandboxInvoice } from '../../core/payments/pay-sandbox-invoice.use-case'
import { makeRequestWithdrawal } from '../../core/payments/request-withdrawal.use-case'
import { makeWatchInvoice } from '../../core/payments/watch-invoice.use-case'
import { makeWatchWithdrawals } from '../../core/payments/watch-withdrawals.use-case'
import { area } from '../area'
import { accountArea } from './account.area'
import { balancesArea } from './balances.area'

/** Deposits, the invoice page and withdrawals. */
export const paymentsArea = area({
  name: 'payments',
  keys: [
    'PaymentsGateway',
    'WatchWithdrawals',
    'Deposit',
    'DateOfBirthNeeded',
    'WatchInvoice',
    'RequestWithdrawal',
    'CopyInvoice',
    'LoadInvoice',
    'LoadCurrencies',
    'PaySandboxInvoice',
  ],
  needs: [accountArea, balancesArea],
  bind: (bind, { http, overrides }) => {
    bind.constant('PaymentsGateway', overrides.PaymentsGateway ?? httpPaymentsGateway(http))
    // An open withdrawal waits for an operator or a provider: the timeline is read again every 5 s until it settles.
    bind.resolved('WatchWithdrawals', ['PaymentsGateway', 'Logger', 'BalanceChanges'], (payments, logger, changes) =>
      makeWatchWithdrawals({ payments, logger, changes, everyMs: 5_000 }),
    )
    bind.resolved(
      'Deposit',
      ['PaymentsGateway', 'AuthStore', 'Logger', 'TabOpener', 'Clock', 'RandomSource'],
      (payments, authStore, logger, tabs, clock, random) => makeDeposit({ payments, authStore, logger, tabs, clock, random }),
    )
    bind.resolved('DateOfBirthNeeded', ['ProfileGateway'], (profiles) => makeDateOfBirthNeeded({ profiles }))
    bind.resolved('WatchInvoice', ['PaymentsGateway', 'Logger', 'BalanceChanges'], (payments, logger, changes) =>
      makeWatchInvoice({ payments, logger, changes }),
    )
    bind.resolved('RequestWithdrawal', ['PaymentsGateway', 'BalanceChanges', 'Clock'], (payments, changes, clock) =>
      makeRequestWithdrawal({
        payments,
        changes,
        clock,
        confirm: async (message) => globalThis.confirm(message),
        // Loaded with the wallet page's code: its invoice decoder has no place in the first load.
        checkDestination: async (...args) => (await import('../../core/payments/withdrawal-destination.rules')).checkDestination(...args),
      }),
    )
    bind.resolved('CopyInvoice', ['Clipboard', 'Logger'], (clipboard, logger) => makeCopyInvoice({ clipboard, logger }))
    bind.resolved('LoadInvoice', ['PaymentsGateway', 'Logger'], (payments, logger) => makeLoadInvoice({ payments, logger }))
    bind.resolved('LoadCurrencies', ['PaymentsGateway', 'Logger'], (payments, logger) => makeLoadCurrencies({ payments, logger }))
    bind.resolved('PaySandboxInvoice', ['PaymentsGateway', 'Logger'], (payments, logger) => makePaySandboxInvoice({ payments, logger }))
  },
})
