import type { FastifyServerOptions } from 'fastify'
import { symbols, type DestinationStream } from 'pino'
import { serializeError } from './log-error-serializer'
import { currentRequestId } from './operations/request-context'

type SerializedError = { [key: string]: unknown; type: string; message: string; stack: string }

/**
 * Paths pino blanks before a line is written. Request bodies and headers are not logged at all
 * (Fastify's default serializers), so these guard whatever a handler logs on purpose.
 */
export const REDACTED_PATHS = [
  'password',
  '*.password',
  '*.*.password',
  'password_confirmation',
  '*.password_confirmation',
  'current_password',
  '*.current_password',
  'new_password',
  '*.new_password',
  'new_password_confirmation',
  '*.new_password_confirmation',
  'token',
  '*.token',
  'authorization',
  '*.authorization',
  'headers.authorization',
  'req.headers.authorization',
  'headers.cookie',
  'req.headers.cookie',
]

/** Query parameters that carry a secret: the balance stream's one-time ticket travels in its URL. */
const SECRET_QUERY = /([?&]ticket=)[^&#]*/g

/** A request as Fastify logs it, with any secret in its query string blanked. */
const serializeRequest = (req: { method: string; url: string; host?: string; ip?: string; socket?: { remotePort?: number } }) => ({
  method: req.method,
  url: req.url.replace(SECRET_QUERY, '$1[redacted]'),
  host: req.host,
  remoteAddress: req.ip,
  remotePort: req.socket?.remotePort,
})

/**
 * Every line written while a request's work runs carries its id, whichever logger wrote it (a
 * request's own logger already binds it as reqId; a shared one, such as a use case's, does not).
 */
const withRequestId = (_line: object, _level: number, logger: object): object => {
  const reqId = currentRequestId()
  if (reqId === undefined) return {}
  const bound = (logger as Record<symbol, unknown>)[symbols.chindingsSym]
  return typeof bound === 'string' && bound.includes('"reqId":') ? {} : { reqId }
}

/** pino's options for the apps: passwords and tokens redacted, database errors logged without their data. */
export const loggerOptions = (level: string, stream?: DestinationStream): FastifyServerOptions['logger'] =>
  level === 'silent'
    ? false
    : {
        level,
        redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
        serializers: { err: (err: Error) => serializeError(err) as SerializedError, req: serializeRequest },
        mixin: withRequestId,
        ...(stream ? { stream } : {}),
      }
