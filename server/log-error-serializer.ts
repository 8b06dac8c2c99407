/**
 * pino's `err` serializer, minus the data a database error carries. PostgreSQL's errors (pg's and
 * PGlite's) bring the statement's values along: `detail` ("Key (email)=(…) already exists",
 * "Failing row contains (…)"), `where` ("parameter $1 = '…'"), PGlite's `params` and `query`, and
 * for data exceptions the message itself ('invalid input syntax for type integer: "…"'). Profile
 * data and payout addresses have no place in the logs: a database error keeps its SQLSTATE and the
 * names of what it touched; its message and stack keep their words, every quoted part masked.
 */

const SQLSTATE = /^[0-9A-Z]{5}$/
// The parts of a PostgreSQL error that name the schema, never the data.
const SCHEMA_FIELDS = ['code', 'severity', 'schema', 'table', 'column', 'dataType', 'constraint', 'routine'] as const
const QUOTED = /"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g

type ErrorLike = Error & Record<string, unknown>

const isErrorLike = (value: unknown): value is ErrorLike =>
  value instanceof Error ||
  (typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string' && 'stack' in value)

export const isDatabaseError = (err: ErrorLike): boolean =>
  typeof err.code === 'string' && SQLSTATE.test(err.code) && typeof err.severity === 'string'

const masked = (text: unknown): string | undefined => (typeof text === 'string' ? text.replace(QUOTED, '"[redacted]"') : undefined)

const typeOf = (err: ErrorLike): string => (typeof err.constructor === 'function' ? err.constructor.name : err.name)

export function serializeError(value: unknown, seen: Set<unknown> = new Set()): unknown {
  if (!isErrorLike(value) || seen.has(value)) return isErrorLike(value) ? { type: typeOf(value), message: '[circular]' } : value
  seen.add(value)
  const out: Record<string, unknown> = { type: typeOf(value) }
  if (isDatabaseError(value)) {
    out.message = masked(value.message)
    out.stack = masked(value.stack)
    for (const field of SCHEMA_FIELDS) if (value[field] !== undefined) out[field] = value[field]
  } else {
    out.message = value.message
    out.stack = value.stack
    for (const key in value) {
      if (out[key] === undefined) out[key] = isErrorLike(value[key]) ? serializeError(value[key], seen) : value[key]
    }
  }
  // A wrapped database error is still a database error: causes and aggregates go through here too.
  if (value.cause !== undefined) out.cause = serializeError(value.cause, seen)
  if (Array.isArray(value.errors)) out.aggregateErrors = value.errors.map((e: unknown) => serializeError(e, seen))
  return out
}
