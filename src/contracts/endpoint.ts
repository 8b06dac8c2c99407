import * as t from 'io-ts'
import { Nothing } from './wire'

/**
 * One API endpoint, written once: the server registers, validates and types its route from it
 * (server/http/endpoint-route.ts) and the browser calls it and decodes the answer through it
 * (../call-endpoint.ts). `path` is under /api, in Fastify's syntax ('/categories/:id').
 */
export interface Endpoint<
  P extends t.Mixed = t.Mixed,
  Q extends t.Mixed = t.Mixed,
  B extends t.Mixed = t.Mixed,
  R extends t.Mixed = t.Mixed,
  M extends 'GET' | 'POST' = 'GET' | 'POST',
> {
  readonly method: M
  readonly path: string
  readonly params: P
  readonly query: Q
  readonly body: B
  readonly response: R
}

type Parts<P, Q, R> = { readonly params?: P; readonly query?: Q; readonly response: R }

const NoBody = t.undefined

export const get = <R extends t.Mixed, P extends t.Mixed = typeof Nothing, Q extends t.Mixed = typeof Nothing>(
  path: string,
  parts: Parts<P, Q, R>,
): Endpoint<P, Q, typeof NoBody, R, 'GET'> => ({
  method: 'GET',
  path,
  params: parts.params ?? (Nothing as unknown as P),
  query: parts.query ?? (Nothing as unknown as Q),
  body: NoBody,
  response: parts.response,
})

export const post = <B extends t.Mixed, R extends t.Mixed, P extends t.Mixed = typeof Nothing, Q extends t.Mixed = typeof Nothing>(
  path: string,
  parts: Parts<P, Q, R> & { readonly body: B },
): Endpoint<P, Q, B, R, 'POST'> => ({
  method: 'POST',
  path,
  params: parts.params ?? (Nothing as unknown as P),
  query: parts.query ?? (Nothing as unknown as Q),
  body: parts.body,
  response: parts.response,
})

export type ParamsOf<E extends Endpoint> = t.TypeOf<E['params']>
export type QueryOf<E extends Endpoint> = t.TypeOf<E['query']>
export type BodyOf<E extends Endpoint> = t.TypeOf<E['body']>
/** What the browser reads (decoded). */
export type AnswerOf<E extends Endpoint> = t.TypeOf<E['response']>
/** What the server sends (encoded). */
export type ReplyOf<E extends Endpoint> = t.OutputOf<E['response']>
