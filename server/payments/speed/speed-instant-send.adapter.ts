import type { InstantSend, InstantSendStatus, LightningPayouts } from '../lightning-payouts.port'
import { centsToDollars } from '../payment-amount.rules'
import { callProvider, decodeAnswer, type FetchFn } from '../provider-http'
import { provided, unavailable, type ProviderResult } from '../provider-result'
import { SPEED_VERSION } from './speed-lightning-provider.adapter'
import { SpeedInstantSendDto } from './speed.codecs'

const STATUSES: ReadonlySet<string> = new Set<InstantSendStatus>(['unpaid', 'paid', 'failed'])

/** Speed's instant send in our terms; a status we do not know is read as unpaid (still on its way): it never refunds. */
export function fromSpeedInstantSend(dto: SpeedInstantSendDto): ProviderResult<InstantSend> {
  if (dto.id === '') return unavailable('unusable Speed instant send')
  return provided({
    id: dto.id,
    status: STATUSES.has(dto.status) ? (dto.status as InstantSendStatus) : 'unpaid',
    failureReason: dto.failure_reason ?? null,
  })
}

/** What a player sees in Speed's note and an operator in Speed's dashboard. */
export const instantSendNote = (reference: string): string => `Coinfall withdrawal ${reference}`

/**
 * Speed's instant send over HTTPS (Basic auth with the secret key, `speed-version`): the USD amount,
 * converted by Speed to sats when it sends, to the player's invoice or lightning address.
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
  const decode = decodeAnswer(SpeedInstantSendDto, 'Speed instant send')
  const read = (result: Awaited<ReturnType<typeof callProvider>>) => {
    const decoded = decode(result)
    return decoded.ok ? fromSpeedInstantSend(decoded.value) : decoded
  }
  return {
    send: async (request) =>
      read(
        await callProvider(fetchFn, {
          method: 'POST',
          url: `${deps.apiUrl}/send`,
          headers,
          body: {
            amount: centsToDollars(request.amountCents),
            currency: 'USD',
            target_currency: 'SATS',
            withdraw_method: 'lightning',
            withdraw_request: request.destination,
            note: instantSendNote(request.reference),
          },
        }),
      ),
    readSend: async (sendId) =>
      read(await callProvider(fetchFn, { method: 'GET', url: `${deps.apiUrl}/send/${encodeURIComponent(sendId)}`, headers })),
  }
}
