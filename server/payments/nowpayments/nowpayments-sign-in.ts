import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { PayoutLogin } from '../payments-config'
import { callProvider, decodeAnswer, type FetchFn } from '../provider-http'
import { unavailable, type ProviderFailure } from '../provider-result'
import { AuthDto } from './nowpayments.codecs'

/**
 * The headers of a call NOWPayments documents with both credentials: the API key and a fresh JWT
 * from POST /auth (valid about five minutes, so never kept). Unavailable without the account's login.
 */
export const nowPaymentsSignIn = (deps: {
  readonly fetchFn: FetchFn
  readonly apiUrl: string
  readonly apiKey: string
  readonly login: PayoutLogin | undefined
}): (() => TE.TaskEither<ProviderFailure, Record<string, string>>) => {
  const auth = decodeAnswer(AuthDto, 'NOWPayments auth')
  const login = deps.login
  return () =>
    login === undefined
      ? TE.fromEither(unavailable('crypto payouts are not configured'))
      : pipe(
          callProvider(deps.fetchFn, {
            method: 'POST',
            url: `${deps.apiUrl}/auth`,
            headers: {},
            body: { email: login.email, password: login.password },
          }),
          TE.flatMapEither(auth),
          TE.map((token) => ({ 'x-api-key': deps.apiKey, authorization: `Bearer ${token.token}` })),
        )
}
