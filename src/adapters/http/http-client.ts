import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import { offline, type GatewayError } from '../../core/shared/gateway-error'

export interface HttpClient {
  /** Aborting `signal` abandons the request: it answers Offline. */
  readonly getJson: (path: string, query?: Readonly<Record<string, string>>, signal?: AbortSignal) => TE.TaskEither<GatewayError, unknown>
  readonly postJson: (path: string, body: unknown, headers?: Readonly<Record<string, string>>) => TE.TaskEither<GatewayError, unknown>
  readonly getText: (path: string) => TE.TaskEither<GatewayError, string>
}

export interface HttpClientOptions {
  readonly baseUrl: string
  /** The bearer token to send, read at call time. */
  readonly token: () => string | null
  readonly fetchFn?: typeof fetch
  /** Told as each change (a POST) is sent, before its answer. */
  readonly onChange?: () => void
}

const asRecord = (v: unknown): Record<string, unknown> | undefined =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined

const errorsOf = (v: unknown): Record<string, readonly string[]> | undefined => {
  const r = asRecord(v)
  if (!r) return undefined
  const out: Record<string, readonly string[]> = {}
  for (const [k, msgs] of Object.entries(r)) if (Array.isArray(msgs)) out[k] = msgs.filter((m): m is string => typeof m === 'string')
  return out
}

/** A non-2xx answer: keep the API's `{message, errors}` when the body has them. */
async function unexpectedFrom(res: Response): Promise<GatewayError> {
  const body = asRecord(await res.json().catch(() => undefined))
  const message = typeof body?.message === 'string' ? body.message : undefined
  const errors = errorsOf(body?.errors)
  return { _tag: 'Unexpected', status: res.status, ...(message ? { message } : {}), ...(errors ? { errors } : {}) }
}

/**
 * The one place that calls fetch. Every request carries the X-Requested-With marker and, when a
 * token is held, the bearer token. Never rejects: a network failure is Offline, a non-2xx answer
 * is Unexpected, a 2xx body that is not JSON is BadPayload.
 */
export function fetchHttpClient(options: HttpClientOptions): HttpClient {
  const fetchFn = options.fetchFn ?? ((input, init) => globalThis.fetch(input, init))
  const headers = (extra: Readonly<Record<string, string>> = {}): Record<string, string> => {
    const token = options.token()
    return {
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...extra,
    }
  }
  const send = (path: string, init: RequestInit): TE.TaskEither<GatewayError, Response> =>
    TE.tryCatch(
      () => fetchFn(`${options.baseUrl}${path}`, init),
      () => offline(),
    )
  const ok = (res: Response): TE.TaskEither<GatewayError, Response> =>
    res.ok ? TE.right(res) : () => unexpectedFrom(res).then((e) => ({ _tag: 'Left', left: e }) as const)
  const json = (res: Response): TE.TaskEither<GatewayError, unknown> =>
    TE.tryCatch(
      () => res.json() as Promise<unknown>,
      () => ({ _tag: 'BadPayload', detail: 'response is not JSON' }) as const,
    )

  return {
    getJson: (path, query, signal) => {
      const qs = query && Object.keys(query).length > 0 ? `?${new URLSearchParams(query).toString()}` : ''
      return TE.flatMap(TE.flatMap(send(`${path}${qs}`, { method: 'GET', headers: headers(), ...(signal ? { signal } : {}) }), ok), json)
    },
    postJson: (path, body, extra) =>
      pipe(
        TE.fromIO(() => options.onChange?.()),
        TE.flatMap(() =>
          send(path, { method: 'POST', headers: headers({ 'Content-Type': 'application/json', ...extra }), body: JSON.stringify(body) }),
        ),
        TE.flatMap(ok),
        TE.flatMap(json),
      ),
    getText: (path) =>
      TE.flatMap(TE.flatMap(send(path, { method: 'GET', headers: headers({ Accept: 'text/plain' }) }), ok), (res) =>
        TE.tryCatch(
          () => res.text(),
          () => offline(),
        ),
      ),
  }
}
