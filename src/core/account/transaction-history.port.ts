import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/gateway-error'
import type { PageRequest, TransactionPage } from './transaction'

/** The server answered, but with a false success flag. */
export interface HistoryUnsuccessful {
  readonly _tag: 'HistoryUnsuccessful'
}

/** The player's movements, newest first. Never rejects: failures are Left. */
export interface TransactionHistory {
  readonly page: (request: PageRequest) => TaskEither<GatewayError | HistoryUnsuccessful, TransactionPage>
}
