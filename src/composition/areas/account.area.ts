import { httpAccountSessions } from '../../adapters/http/http-account-sessions.adapter'
import { httpProfileGateway } from '../../adapters/http/http-profile-gateway.adapter'
import { httpTransactionHistory } from '../../adapters/http/http-transaction-history.adapter'
import { makeLoadTransactions } from '../../core/account/load-transactions.use-case'
import { makeCopyReferralLink } from '../../core/affiliates/copy-referral-link.use-case'
import { makeChangePassword } from '../../core/profile/change-password.use-case'
import { makeLoadProfile } from '../../core/profile/load-profile.use-case'
import { makeSaveProfile } from '../../core/profile/save-profile.use-case'
import { area } from '../area'

/** The account area: profile, password, sign-ins, transactions and the affiliate link. */
export const accountArea = area({
  name: 'account',
  keys: [
    'ProfileGateway',
    'AccountSessions',
    'TransactionHistory',
    'LoadProfile',
    'SaveProfile',
    'ChangePassword',
    'LoadTransactions',
    'CopyReferralLink',
  ],
  bind: (bind, { http, overrides }) => {
    bind.constant('ProfileGateway', overrides.ProfileGateway ?? httpProfileGateway(http))
    bind.constant('AccountSessions', overrides.AccountSessions ?? httpAccountSessions(http))
    bind.constant('TransactionHistory', overrides.TransactionHistory ?? httpTransactionHistory(http))
    bind.resolved('LoadProfile', ['ProfileGateway', 'Logger'], (profiles, logger) => makeLoadProfile({ profiles, logger }))
    bind.resolved('SaveProfile', ['ProfileGateway'], (profiles) => makeSaveProfile({ profiles }))
    bind.resolved('ChangePassword', ['ProfileGateway'], (profiles) => makeChangePassword({ profiles }))
    bind.resolved('LoadTransactions', ['TransactionHistory', 'Logger'], (history, logger) => makeLoadTransactions({ history, logger }))
    bind.resolved('CopyReferralLink', ['Clipboard', 'Logger'], (clipboard, logger) => makeCopyReferralLink({ clipboard, logger }))
  },
})
