import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { FastifyInstance } from 'fastify'

export const REQUEST_ID_HEADER = 'x-request-id'

/** An id nginx or a calling service made (nginx's $request_id is 32 hex digits); anything else is replaced. */
const ACCEPTABLE_ID = /^[A-Za-z0-9._:-]{8,128}$/

const storage = new AsyncLocalStorage<{ readonly requestId: string }>()

/** The id of the request whose work is running now, if any: log lines and outgoing calls carry it. */
export const currentRequestId = (): string | undefined => storage.getStore()?.requestId

/**
 * Fastify's `genReqId`: the caller's X-Request-Id when it has a sane shape (nginx sets it; the
 * game provider passes its own on to the seamless wallet), else a new one. A client could pick an
 * id; it only labels log lines, and its shape cannot forge one.
 */
export const requestIdOf = (req: IncomingMessage): string => {
  const given = req.headers[REQUEST_ID_HEADER]
  return typeof given === 'string' && ACCEPTABLE_ID.test(given) ? given : randomUUID()
}

/**
 * Answers every request with its id, and runs its route's hooks and handler with the id in
 * context. preHandler rather than onRequest: a request body is read in the socket's own context,
 * which would lose anything set before it.
 */
export function registerRequestContext(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id)
    done()
  })
  app.addHook('preHandler', (request, _reply, done) => storage.run({ requestId: request.id }, done))
}
