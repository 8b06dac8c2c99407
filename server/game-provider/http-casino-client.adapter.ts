import { randomBytes } from 'node:crypto'
import * as E from 'fp-ts/Either'
import type * as TE from 'fp-ts/TaskEither'
import type * as t from 'io-ts'
import type { Endpoint } from '../../src/contracts/endpoint'
import {
  SeamlessWalletBalance,
  SeamlessWalletBet,
  SeamlessWalletRollback,
  SeamlessWalletWin,
} from '../../src/contracts/seamless-wallet.contract'
import type { Clock } from '../../src/core/shared/clock.port'
import { WALLET_HEADERS, signWalletRequest } from '../play/seamless-wallet/wallet-signature'
import type { WalletSecret } from '../play/seamless-wallet/wallet-secret'
import { currentRequestId, REQUEST_ID_HEADER } from '../operations/request-context'
import type { CasinoClient, WalletCallFailure } from './casino-client.port'

export type FetchFn = (
  url: string,
  init: { method: string; headers: Record<string, string>; body: string; signal: AbortSignal },
) => Promise<Response>

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null

/**
 * Calls the casino's wallet over HTTP, signing every request with a fresh timestamp and nonce
 * (wallet-signature.ts). A retry is a new request with a new nonce; the round id keeps it
 * idempotent on the casino's side.
 */
export function httpCasinoClient(deps: {
  readonly baseUrl: string
  readonly secret: WalletSecret
  readonly clock: Clock
  readonly fetchFn?: FetchFn
  readonly timeoutMs?: number
  /** The request this call is made for (the provider's own, or nginx's): the casino logs it under the same id. */
  readonly requestId?: () => string | undefined
}): CasinoClient {
  const requestId = deps.requestId ?? currentRequestId
  const fetchFn: FetchFn = deps.fetchFn ?? ((url, init) => fetch(url, init))
  // The casino's wallet endpoints, written once (seamless-wallet.contract.ts): the body goes out through
  // the contract's codec and a 2xx answer is read through it.
  const call =
    <W extends Endpoint & { readonly response: t.Decoder<unknown, { readonly balanceCents: number }> }>(
      endpoint: W,
      payload: t.TypeOf<W['body']>,
    ): TE.TaskEither<WalletCallFailure, number> =>
    async () => {
      const path = `/api${endpoint.path}`
      const body = JSON.stringify(endpoint.body.encode(payload))
      const timestamp = String(deps.clock.now().getTime())
      const nonce = randomBytes(18).toString('base64url')
      try {
        const signature = signWalletRequest(await deps.secret.get(), { timestamp, nonce, method: 'POST', path, body })
        const id = requestId()
        const response = await fetchFn(`${deps.baseUrl}${path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [WALLET_HEADERS.timestamp]: timestamp,
            [WALLET_HEADERS.nonce]: nonce,
            [WALLET_HEADERS.signature]: signature,
            ...(id === undefined ? {} : { [REQUEST_ID_HEADER]: id }),
          },
          body,
          signal: AbortSignal.timeout(deps.timeoutMs ?? 5000),
        })
        const json: unknown = await response.json().catch(() => null)
        const answer = endpoint.response.decode(json)
        if (response.ok && E.isRight(answer)) return E.right(answer.right.balanceCents)
        if (response.status >= 400 && response.status < 500 && isRecord(json)) {
          return E.left({
            _tag: 'Refused',
            code: typeof json.error === 'string' ? json.error : `HTTP_${response.status}`,
            message: typeof json.message === 'string' ? json.message : '',
          })
        }
        return E.left({ _tag: 'Unreachable', detail: `HTTP ${response.status}` })
      } catch (err) {
        return E.left({ _tag: 'Unreachable', detail: err instanceof Error ? err.message : String(err) })
      }
    }
  return {
    balance: (sessionToken) => call(SeamlessWalletBalance, { sessionToken }),
    bet: (sessionToken, roundId, amountCents) => call(SeamlessWalletBet, { sessionToken, roundId, amountCents }),
    win: (sessionToken, roundId, amountCents) => call(SeamlessWalletWin, { sessionToken, roundId, amountCents }),
    rollback: (sessionToken, roundId) => call(SeamlessWalletRollback, { sessionToken, roundId }),
  }
}
