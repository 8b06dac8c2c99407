import type { FastifyInstance } from 'fastify'
import type { ApiError } from './error-handler'

// PostgreSQL's text cannot hold NUL (it answers 22021); a lone UTF-16 surrogate is no Unicode at
// all, and the drivers would silently store U+FFFD in its place.
const NUL = '\u0000'
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

const VALUE_FAULTS = { nul: 'Text may not contain NUL characters.', surrogate: 'Text must be valid Unicode.' } as const
const KEY_FAULTS = { nul: 'A field name may not contain NUL characters.', surrogate: 'A field name must be valid Unicode text.' } as const
const TOO_DEEP = 'Nested too deeply.'
// No request of ours nests past a handful of levels; code that walks a body recursively (a
// webhook's canonical form) must never meet thousands.
const MAX_DEPTH = 32
const MAX_REPORTED = 20

const faultOf = (text: string): 'nul' | 'surrogate' | null => (text.includes(NUL) ? 'nul' : LONE_SURROGATE.test(text) ? 'surrogate' : null)

const join = (path: string, key: string) => (path === '' ? key : `${path}.${key}`)
const topField = (path: string, root: string) => (path === '' ? root : path.split('.', 1)[0]!)

/**
 * What in a parsed request part the API will not take, by field path ("extra.list.1"): a string or
 * key the database could not store as sent (a bad key is reported on the object holding it, the
 * top one as `root`), or nesting past MAX_DEPTH (reported on the top-level field). Walked with a
 * stack, not recursion: a 64 KiB body can nest thousands deep.
 */
export function hostileInput(value: unknown, root: string): Record<string, string[]> {
  // A Map: field names come from the request, and may well be "constructor" or "__proto__".
  const errors = new Map<string, string[]>()
  let reported = 0
  const report = (field: string, message: string) => {
    const messages = errors.get(field) ?? []
    if (messages.includes(message)) return
    errors.set(field, [...messages, message])
    reported += 1
  }
  const stack: [unknown, string, number][] = [[value, '', 0]]
  while (stack.length > 0 && reported < MAX_REPORTED) {
    const [item, path, depth] = stack.pop()!
    if (typeof item === 'string') {
      const fault = faultOf(item)
      if (fault !== null) report(path === '' ? root : path, VALUE_FAULTS[fault])
    } else if (item !== null && typeof item === 'object') {
      if (depth >= MAX_DEPTH) {
        report(topField(path, root), TOO_DEEP)
        continue
      }
      const entries = Array.isArray(item) ? item.map((inner, i) => [String(i), inner] as const) : Object.entries(item)
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const [key, inner] = entries[i]!
        const fault = Array.isArray(item) ? null : faultOf(key)
        if (fault !== null) report(path === '' ? root : path, KEY_FAULTS[fault])
        else stack.push([inner, join(path, key), depth + 1])
      }
    }
  }
  return Object.fromEntries(errors)
}

/**
 * Refuses, for every route of the app at once, input no handler should meet: text the database
 * cannot store, in the JSON (or form) body, its keys included, the query string and the path
 * parameters; and bodies nested past MAX_DEPTH. Runs before schema validation, signature checks
 * and handlers: 422 `{message, errors}`.
 */
export function refuseHostileInput(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    const errors = {
      ...hostileInput(request.params, 'params'),
      ...hostileInput(request.query, 'query'),
      ...hostileInput(request.body, 'body'),
    }
    const first = Object.values(errors)[0]?.[0]
    if (first === undefined) return
    await reply.status(422).send({ message: first, errors } satisfies ApiError)
    return reply
  })
}
