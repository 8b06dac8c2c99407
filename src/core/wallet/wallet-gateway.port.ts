import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/gateway-error'
import type { Balances } from './balances'

/** The player's balances, as the server's ledger holds them. Never rejects: failures are Left. */
export interface WalletGateway {
  readonly balances: () => TaskEither<GatewayError, Balances>
}
