import { composeAccounts } from './accounts.composition'
import { composeCatalogue } from './catalogue.composition'
import { composePlay } from './play.composition'
import { composeOperator } from './operator.composition'
import { composePayments } from './payments.composition'
import { composeShared, type PortOverrides, type ServerBase } from './server-base'
import { composeBalances } from './balances.composition'
import { composeSupport } from './support.composition'
import { composeBonuses } from './bonuses.composition'
import { composeReferrals } from './referrals.composition'
import { composeVip } from './vip.composition'
import { composeSaferPlay } from './safer-play.composition'

/**
 * The server's composition root: the one place where ports meet their adapters and use cases
 * are built, an area at a time. Routes receive an area's built functions, never this function.
 */
export function composeServer(base: ServerBase, overrides: PortOverrides = {}) {
  const shared = composeShared(base, overrides)
  const catalogue = composeCatalogue(shared, overrides)
  const play = composePlay(shared, { recordPlay: catalogue.catalogue.recordPlay }, overrides)
  const accounts = composeAccounts(shared, { endGameSessions: (userId) => play.sessions.endAllOf(userId) }, overrides)
  const payments = composePayments(shared, overrides, { secondFactor: accounts.twoFactorSettings })
  const balances = composeBalances(shared)
  const operator = composeOperator(shared, { accounts, payments, play }, overrides)
  return {
    ...shared,
    accounts,
    catalogue,
    balances,
    bonuses: composeBonuses(shared),
    vip: composeVip(shared),
    referrals: composeReferrals(shared),
    play,
    payments,
    operator,
    support: composeSupport(shared, { balances, operator }),
    saferPlay: composeSaferPlay(shared, { accounts, endGameSessions: (userId) => play.sessions.endAllOf(userId) }),
  }
}

export type ServerGraph = ReturnType<typeof composeServer>
