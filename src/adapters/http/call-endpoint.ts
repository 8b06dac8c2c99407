import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type * as t from 'io-ts'
import type { GatewayError } from '../../core/shared/gateway-error'
import type { AnswerOf, BodyOf, Endpoint, ParamsOf, QueryOf } from '../../contracts/endpoint'
import { decodeWith } from './decode'
import type { HttpClient } from './http-client'

type Field<K extends string, V> = keyof V extends never ? { readonly [P in K]?: V } : { readonly [P in K]: V }

/**
 * What a call sends: the endpoint's params, query and body, each only where it has some. A POST
 * may name its own headers (logout sends the token it revokes, the local session already gone).
 */
export type CallInput<E extends Endpoint> = Field<'params', ParamsOf<E>> &
  Field<'query', QueryOf<E>> &
  (E['method'] extends 'POST'
    ? { readonly body: BodyOf<E>; readonly headers?: Readonly<Record<string, string>> }
    : { readonly signal?: AbortSignal })

const strings = (encoded: unknown): Record<string, string> =>
  Object.fromEntries(Object.entries((encoded ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v)]))

const pathOf = (endpoint: Endpoint, params: Record<string, string>): string =>
  `/api${endpoint.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''))}`

/** Calls one endpoint of our API and decodes its answer with the endpoint's own codec. */
export const callEndpoint =
  (http: HttpClient) =>
  <E extends Endpoint>(endpoint: E, input: CallInput<E>): TE.TaskEither<GatewayError, AnswerOf<E>> => {
    const sent = input as {
      params?: unknown
      query?: unknown
      body?: unknown
      headers?: Readonly<Record<string, string>>
      signal?: AbortSignal
    }
    const path = pathOf(endpoint, strings(endpoint.params.encode(sent.params ?? {})))
    const query = strings(endpoint.query.encode(sent.query ?? {}))
    const answer =
      endpoint.method === 'GET'
        ? http.getJson(path, Object.keys(query).length > 0 ? query : undefined, sent.signal)
        : http.postJson(
            Object.keys(query).length > 0 ? `${path}?${new URLSearchParams(query).toString()}` : path,
            endpoint.body.encode(sent.body),
            sent.headers,
          )
    return pipe(answer, TE.flatMapEither(decodeWith(endpoint.response as t.Type<AnswerOf<E>, unknown, unknown>)))
  }

export type CallEndpoint = ReturnType<typeof callEndpoint>
