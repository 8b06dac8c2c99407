import * as E from 'fp-ts/Either'
import { flow, pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { InstantSend, InstantSendStatus, LightningPayouts } from '../lightning-payouts.port'
import { callProvider, decodeAnswer, type FetchFn } from '../provider-http'
import { unavailable, type ProviderFailure } from '../provider-result'
import { SPEED_VERSION } from './speed-lightning-provider.adapter'
import { SpeedInstantSendDto } from './speed.codecs'

const STATUSES: ReadonlySet<string> = new Set<InstantSendStatus>(['unpaid', 'paid', 'failed'])

/** Speed's instant send in our terms; a status we do not know is read as unpaid (still on its way): it never refunds. */
export function fromSpeedInstantSend(dto: SpeedInstantSendDto): E.Either<ProviderFailure, InstantSend> {
  if (dto.id === '') return unavailable('unusable Speed instant send')
  return E.right({
    id: dto.id,
    status: STATUSES.has(dto.status) ? (dto.status as InstantSendStatus) : 'unpaid',
    failureReason: dto.failure_reason ?? null,
    amount: dto.amount ?? null,
    currency: dto.currency ?? null,
    fees: dto.fees ?? null,
  })
}

/** What a player sees in Speed's note and an operator in Speed's dashboard. */
export const instantSendNote = (reference: string): string => `Coinfall withdrawal ${reference}`

/**
 * Speed's instant send over HTTPS (Basic auth with the secret key, `speed-version`): an amount in
 * SATS, the documented base currency for lightning, to the player's invoice or lightning address.
 */
export function speedInstantSend(deps: {
  readonly secretKey: string
  readonly apiUrl: string
  readonly fetchFn?: FetchFn
}): LightningPayouts {
  const fetchFn = deps.fetchFn ?? ((url, init) => fetch(url, init))
  const headers = {
    authorization: `Basic ${Buffer.from(`${deps.secretKey}:`).toString('base64')}`,
    'speed-version': SPEED_VERSION,
  }
  const instantSend: (answer: unknown) => E.Either<ProviderFailure, InstantSend> = flow(
    decodeAnswer(SpeedInstantSendDto, 'Speed instant send'),
    E.flatMap(fromSpeedInstantSend),
  )
  return {
    send: (request) =>
      pipe(
        callProvider(fetchFn, {
          method: 'POST',
          url: `${deps.apiUrl}/send`,
          headers,
          body: {
            amount: request.amountSats,
            currency: 'SATS',
            target_currency: 'SATS',
            withdraw_method: 'lightning',
            withdraw_request: request.destination,
            note: instantSendNote(request.reference),
          },
        }),
        TE.flatMapEither(instantSend),
      ),
    readSend: (sendId) =>
      pipe(
        callProvider(fetchFn, { method: 'GET', url: `${deps.apiUrl}/send/${encodeURIComponent(sendId)}`, headers }),
        TE.flatMapEither(instantSend),
      ),
  }
}
