import { composeAccounts } from './accounts.composition'
import { composeCatalogue } from './catalogue.composition'
import { composeGames } from './games.composition'
import { composeOperator } from './operator.composition'
import { composePayments } from './payments.composition'
import { composeShared, type PortOverrides, type ServerBase } from './server-base'
import { composeWallet } from './wallet.composition'

/**
 * The server's composition root: the one place where ports meet their adapters and use cases
 * are built, an area at a time. Routes receive an area's built functions, never this function.
 */
export function composeServer(base: ServerBase, overrides: PortOverrides = {}) {
  const shared = composeShared(base, overrides)
  const catalogue = composeCatalogue(shared, overrides)
  const games = composeGames(shared, { recordPlay: catalogue.catalogue.recordPlay }, overrides)
  const accounts = composeAccounts(shared, { endGameSessions: (userId) => games.sessions.endAllOf(userId) }, overrides)
  const payments = composePayments(shared, overrides)
  return {
    ...shared,
    accounts,
    catalogue,
    wallet: composeWallet(shared),
    games,
    payments,
    operator: composeOperator(shared, { accounts, payments, games }, overrides),
  }
}

export type ServerGraph = ReturnType<typeof composeServer>
