import type { Container } from 'inversify'
import type { HttpClient } from '../adapters/http/http-client'
import { httpProfileGateway } from '../adapters/http/http-profile-gateway.adapter'
import { httpTransactionHistory } from '../adapters/http/http-transaction-history.adapter'
import { makeLoadTransactions } from '../core/account/load-transactions.use-case'
import type { TransactionHistory } from '../core/account/transaction-history.port'
import { makeCopyReferralLink } from '../core/affiliates/copy-referral-link.use-case'
import { makeChangePassword } from '../core/profile/change-password.use-case'
import { makeLoadProfile } from '../core/profile/load-profile.use-case'
import type { ProfileGateway } from '../core/profile/profile-gateway.port'
import { makeSaveProfile } from '../core/profile/save-profile.use-case'
import type { Clipboard } from '../core/shared/clipboard.port'
import type { Logger } from '../core/shared/logger.port'
import type { Notifier } from '../core/shared/notifier.port'
import type { Registry } from './registry'
import { T } from './tokens'

/** The account area: profile, password, transactions and the affiliate link. */
export function bindAccount(c: Container, http: HttpClient, overrides: Partial<Registry>): void {
  c.bind(T.ProfileGateway).toConstantValue(overrides.ProfileGateway ?? httpProfileGateway(http))
  c.bind(T.TransactionHistory).toConstantValue(overrides.TransactionHistory ?? httpTransactionHistory(http))
  c.bind(T.LoadProfile).toResolvedValue(
    (profiles: ProfileGateway, logger: Logger) => makeLoadProfile({ profiles, logger }),
    [T.ProfileGateway, T.Logger],
  )
  c.bind(T.SaveProfile).toResolvedValue(
    (profiles: ProfileGateway, notifier: Notifier) => makeSaveProfile({ profiles, notifier }),
    [T.ProfileGateway, T.Notifier],
  )
  c.bind(T.ChangePassword).toResolvedValue(
    (profiles: ProfileGateway, notifier: Notifier) => makeChangePassword({ profiles, notifier }),
    [T.ProfileGateway, T.Notifier],
  )
  c.bind(T.LoadTransactions).toResolvedValue(
    (history: TransactionHistory, logger: Logger) => makeLoadTransactions({ history, logger }),
    [T.TransactionHistory, T.Logger],
  )
  c.bind(T.CopyReferralLink).toResolvedValue(
    (clipboard: Clipboard, notifier: Notifier, logger: Logger) => makeCopyReferralLink({ clipboard, notifier, logger }),
    [T.Clipboard, T.Notifier, T.Logger],
  )
}
