import { composeAccounts } from './accounts.composition'
import { composeCatalogue } from './catalogue.composition'
import { composeGames } from './games.composition'
import { composePayments } from './payments.composition'
import { composeShared, type PortOverrides, type ServerBase } from './server-base'
import { composeWallet } from './wallet.composition'

/**
 * The server's composition root: the one place where ports meet their adapters and use cases
 * are built, an area at a time. Routes receive an area's built functions, never this function.
 */
export function composeServer(base: ServerBase, overrides: PortOverrides = {}) {
  const shared = composeShared(base, overrides)
  const games = composeGames(shared, overrides)
  return {
    ...shared,
    accounts: composeAccounts(shared, { endGameSessions: (userId) => games.sessions.endAllOf(userId) }, overrides),
    catalogue: composeCatalogue(shared, overrides),
    wallet: composeWallet(shared),
    games,
    payments: composePayments(shared, overrides),
  }
}

export type ServerGraph = ReturnType<typeof composeServer>
