import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { WalletGateway } from '../../core/wallet/wallet-gateway.port'
import { decodeWith } from './decode'
import type { HttpClient } from './http-client'
import { WalletBalanceDto } from './http-wallet-gateway.codecs'

export const httpWalletGateway = (http: HttpClient): WalletGateway => ({
  balances: () =>
    pipe(
      http.getJson('/api/wallet-balance'),
      TE.flatMapEither(decodeWith(WalletBalanceDto)),
      TE.map((dto) => ({
        bonus: dto.bonus_balance_cents,
        withdrawable: dto.withdrawable_balance_cents,
        thirdParty: dto.third_party_balance_cents,
        total: dto.total_balance_cents,
      })),
    ),
})
