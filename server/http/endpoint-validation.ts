import * as E from 'fp-ts/Either'
import type { FastifySchemaCompiler } from 'fastify'
import type * as t from 'io-ts'

/** One refusal in the shape the error handler reads from Fastify's own validation errors. */
export interface FieldRefusal {
  readonly instancePath: string
  readonly message: string
  readonly params: Record<string, never>
}

const PRIMITIVE_NAMES: Readonly<Record<string, string>> = {
  string: 'text',
  number: 'a number',
  boolean: 'true or false',
  null: 'null',
  undefined: 'left out',
  never: 'left out',
}

// An index under a union or intersection names a member codec, not a field of the request.
const isMemberIndex = (parent: t.ContextEntry | undefined): boolean => {
  const tag = (parent?.type as { _tag?: string } | undefined)?._tag
  return tag === 'UnionType' || tag === 'IntersectionType'
}

// The entries that name a field of the request (not a member of a union or an intersection).
const fieldEntries = (context: t.Context): t.ContextEntry[] => context.filter((entry, i) => i > 0 && !isMemberIndex(context[i - 1]))

const pathOf = (context: t.Context): string =>
  fieldEntries(context)
    .map((entry) => `/${entry.key}`)
    .join('')

// Said of the field as a whole: a union is named for what it accepts, not for its first member.
const messageOf = (error: t.ValidationError): string => {
  if (error.message !== undefined) return error.message
  const fields = fieldEntries(error.context)
  const type = (fields[fields.length - 1] ?? error.context[0])?.type
  const name = type?.name ?? 'valid'
  return `must be ${PRIMITIVE_NAMES[name] ?? name}`
}

/** io-ts errors as field refusals: one per field, its first message. */
export const refusalsOf = (errors: t.Errors): FieldRefusal[] => {
  const byPath = new Map<string, FieldRefusal>()
  for (const error of errors) {
    const instancePath = pathOf(error.context)
    if (!byPath.has(instancePath)) byPath.set(instancePath, { instancePath, message: messageOf(error), params: {} })
  }
  return [...byPath.values()]
}

/**
 * Fastify's validator for routes declared from an Endpoint: the part's io-ts codec decodes it (the
 * handler receives the decoded value: digit strings become numbers), and a refusal answers 422
 * through the error handler like any validation error.
 */
export const endpointValidator: FastifySchemaCompiler<unknown> =
  ({ schema }) =>
  (data) => {
    const decoded = (schema as t.Mixed).decode(data)
    return E.isRight(decoded) ? { value: decoded.right } : { error: refusalsOf(decoded.left) as unknown as Error }
  }
