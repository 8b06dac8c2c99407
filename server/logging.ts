import type { FastifyServerOptions } from 'fastify'

/**
 * Paths pino blanks before a line is written. Request bodies and headers are not logged at all
 * (Fastify's default serializers), so these guard whatever a handler logs on purpose.
 */
export const REDACTED_PATHS = [
  'password', '*.password', '*.*.password',
  'password_confirmation', '*.password_confirmation',
  'current_password', '*.current_password', 'new_password', '*.new_password',
  'new_password_confirmation', '*.new_password_confirmation',
  'token', '*.token', 'authorization', '*.authorization', 'headers.authorization', 'req.headers.authorization',
  'headers.cookie', 'req.headers.cookie',
]

export const loggerOptions = (level: string): FastifyServerOptions['logger'] =>
  level === 'silent' ? false : { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } }
