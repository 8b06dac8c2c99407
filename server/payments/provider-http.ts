import * as E from 'fp-ts/Either'
import type * as TE from 'fp-ts/TaskEither'
import type * as t from 'io-ts'
import { refusedBy, unavailable, type ProviderFailure } from './provider-result'

export type FetchFn = (url: string, init: RequestInit) => Promise<Response>

export interface ProviderRequest {
  readonly method: 'GET' | 'POST'
  readonly url: string
  readonly headers: Readonly<Record<string, string>>
  readonly body?: unknown
}

/** Providers answer in a second or two; a player's request must not hang on one that does not. */
export const PROVIDER_TIMEOUT_MS = 10_000

const record = (v: unknown): Record<string, unknown> | undefined =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

/** The provider's own words for a refusal: `message`, or Speed's `errors[0].message`. */
const messageOf = (body: unknown, status: number): string => {
  const r = record(body)
  if (typeof r?.message === 'string' && r.message !== '') return r.message
  const first = Array.isArray(r?.errors) ? record(r.errors[0]) : undefined
  if (typeof first?.message === 'string' && first.message !== '') return first.message
  return `the provider refused the request (HTTP ${status})`
}

/**
 * One JSON call to a provider. Never rejects: a network failure, a timeout, a 5xx or a body that
 * is not JSON is Unavailable; a 4xx is Refused with the provider's message.
 */
export const callProvider =
  (
    fetchFn: FetchFn,
    request: ProviderRequest,
    options: { readonly timeoutMs?: number; readonly answerMayBeText?: boolean } = {},
  ): TE.TaskEither<ProviderFailure, unknown> =>
  async () => {
    let response: Response
    try {
      response = await fetchFn(request.url, {
        method: request.method,
        headers: {
          accept: 'application/json',
          ...(request.body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...request.headers,
        },
        ...(request.body !== undefined ? { body: JSON.stringify(request.body) } : {}),
        signal: AbortSignal.timeout(options.timeoutMs ?? PROVIDER_TIMEOUT_MS),
      })
    } catch (err) {
      return unavailable(`no answer: ${err instanceof Error ? err.message : String(err)}`)
    }
    const text = await response.text().catch(() => '')
    const body = parseJson(text)
    if (response.status >= 500) return unavailable(`HTTP ${response.status}`)
    if (!response.ok) return refusedBy(response.status, messageOf(body, response.status))
    if (body !== undefined) return E.right(body)
    return options.answerMayBeText === true ? E.right(text) : unavailable('the answer is not JSON')
  }

/** Decodes a provider's answer at the edge: a shape we do not know is Unavailable, never a crash. */
export const decodeAnswer =
  <A>(codec: t.Decoder<unknown, A>, what: string) =>
  (answer: unknown): E.Either<ProviderFailure, A> => {
    const decoded = codec.decode(answer)
    return E.isLeft(decoded) ? unavailable(`unexpected ${what} answer`) : E.right(decoded.right)
  }
