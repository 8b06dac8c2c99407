import type { FastifyError, FastifyInstance } from 'fastify'

/** API error body: what the caller got wrong, never how the server works inside. */
export interface ApiError {
  readonly message: string
  readonly errors?: Readonly<Record<string, readonly string[]>>
}

const fieldOf = (instancePath: string | undefined, missing: unknown, part: string | undefined): string => {
  if (typeof missing === 'string') return missing
  const path = (instancePath ?? '').replace(/^\//, '').replace(/\//g, '.')
  return path === '' ? (part ?? 'body') : path
}

/**
 * Validation failures and client mistakes answer 4xx with `{message, errors}`; anything else is a
 * bug: logged in full, answered as a plain 500 with no stack.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      // A Map: a field named '__proto__' or 'constructor' is a field like any other.
      const errors = new Map<string, string[]>()
      for (const v of error.validation) {
        const field = fieldOf(v.instancePath, (v.params as { missingProperty?: unknown }).missingProperty, error.validationContext)
        errors.set(field, [...(errors.get(field) ?? []), v.message ?? 'is invalid'])
      }
      return reply.status(422).send({ message: 'The request is not valid.', errors: Object.fromEntries(errors) } satisfies ApiError)
    }
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: clientMessage(error) } satisfies ApiError)
    }
    request.log.error({ err: error }, 'unhandled error')
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.' } satisfies ApiError)
  })
}

const clientMessage = (error: FastifyError): string => {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.'
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.'
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Send the request body as JSON.'
    default:
      return error.message
  }
}
