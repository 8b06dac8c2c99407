import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { WalletGateway } from '../../core/wallet/wallet-gateway.port'
import { callEndpoint } from './call-endpoint'
import { GetWalletBalance } from './contracts/wallet.contract'
import type { HttpClient } from './http-client'

/** The browser reads the exact `*_cents` fields, never the dollar ones. */
export const httpWalletGateway = (http: HttpClient): WalletGateway => ({
  balances: () =>
    pipe(
      callEndpoint(http)(GetWalletBalance, {}),
      TE.map((answer) => ({
        bonus: answer.bonus_balance_cents,
        withdrawable: answer.withdrawable_balance_cents,
        thirdParty: answer.third_party_balance_cents,
        total: answer.total_balance_cents,
      })),
    ),
})
