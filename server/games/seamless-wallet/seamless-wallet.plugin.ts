import type { Container } from 'inversify'
import { resolve } from '../../composition/server-container'
import { seamlessWalletRoutes } from './seamless-wallet.routes'

/** The seamless-wallet routes with their dependencies from the server container. */
export const seamlessWalletPlugin = (container: Container) =>
  seamlessWalletRoutes({
    ledger: resolve(container, 'Ledger'),
    sessions: resolve(container, 'CasinoGameSessions'),
    rounds: resolve(container, 'CasinoGameRounds'),
    nonces: resolve(container, 'WalletNonces'),
    secret: resolve(container, 'GameWalletSecret'),
    clock: resolve(container, 'Clock'),
  })
