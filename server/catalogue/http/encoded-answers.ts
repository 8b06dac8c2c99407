import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'

type Encoding = 'br' | 'gzip' | 'identity'

interface Encoded {
  readonly bodies: Readonly<Record<Encoding, Buffer>>
  /** X-Total-Count, for a paged answer. */
  readonly total?: number
}

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/**
 * Brotli at 5 of 11: a size close to its best at a speed that keeps a stranger asking for many
 * distinct lists (each one compressed once) from costing more than the compression plugin would.
 */
const encode = async (json: string, total: number | undefined): Promise<Encoded> => {
  const identity = Buffer.from(json)
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzipped(identity, { level: 6 }),
  ])
  return { bodies: { br, gzip: gz, identity }, ...(total === undefined ? {} : { total }) }
}

/** The best encoding the browser accepts (a `q=0` refuses one). */
export const preferredEncoding = (accept: string | undefined): Encoding => {
  const accepted = new Set(
    (accept ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => q === undefined || !/^\s*q\s*=\s*0(\.0*)?\s*$/.test(q))
      .map(([name]) => name?.trim().toLowerCase()),
  )
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : 'identity'
}

/**
 * Answers that are the same for everyone, serialised and compressed once and then sent as bytes
 * (the compression plugin leaves an encoded body alone). Keyed by the caller, who puts the
 * catalogue's version in the key, so a change makes new entries and the old ones age out.
 */
export function encodedAnswers(capacity = 64) {
  const kept = new Map<string, Promise<Encoded>>()
  return async (
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    build: () => Promise<{ readonly json: string; readonly total?: number }>,
  ): Promise<FastifyReply> => {
    let found = kept.get(key)
    if (found === undefined) {
      const building = build().then(({ json, total }) => encode(json, total))
      found = building
      kept.set(key, building)
      building.catch(() => kept.delete(key))
      if (kept.size > capacity) kept.delete(kept.keys().next().value as string)
    }
    const encoded = await found
    const encoding = preferredEncoding(request.headers['accept-encoding'])
    reply.header('Content-Type', 'application/json; charset=utf-8').header('Vary', 'Accept-Encoding')
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding)
    if (encoded.total !== undefined) reply.header('X-Total-Count', String(encoded.total))
    return reply.send(encoded.bodies[encoding])
  }
}
