import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'

type Encoding = 'br' | 'gzip' | 'identity'

interface Entry {
  readonly identity: Buffer
  /** X-Total-Count, for a paged answer. */
  readonly total?: number
  /** Each encoding made the first time a browser asks for it, then kept. */
  readonly encoded: Map<Exclude<Encoding, 'identity'>, Promise<Buffer>>
}

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/** How hard to compress: brotli's quality (0 to 11) and gzip's level (1 to 9). */
export interface Effort {
  readonly brotli: number
  readonly gzip: number
}

/**
 * Brotli at 5 of 11: a size close to its best at a speed that keeps a stranger asking for many
 * distinct lists (each one compressed once) from costing more than the compression plugin would.
 */
export const EVERYONES_EFFORT: Effort = { brotli: 5, gzip: 6 }

/**
 * For answers narrowed to some providers: thousands of subsets exist, so a stranger can always ask
 * for one not kept; at the lowest levels compressing one costs a small part of building it.
 */
export const NARROWED_EFFORT: Effort = { brotli: 1, gzip: 1 }

const compress = (body: Buffer, encoding: Exclude<Encoding, 'identity'>, effort: Effort): Promise<Buffer> =>
  encoding === 'br' ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: effort.brotli } }) : gzipped(body, { level: effort.gzip })

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
 * Answers that are the same for everyone, serialised once and compressed once per encoding asked
 * for, then sent as bytes (the compression plugin leaves an encoded body alone). Keyed by the
 * caller, who puts the catalogue's version in the key, so a change makes new entries and the old
 * ones age out. `builds` counts the answers built (a test bounds the work a stranger can cause).
 */
export function encodedAnswers(capacity = 64, effort: Effort = EVERYONES_EFFORT) {
  const kept = new Map<string, Promise<Entry>>()
  let builds = 0
  const send = async (
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    build: () => Promise<{ readonly json: Buffer; readonly total?: number }>,
  ): Promise<FastifyReply> => {
    let found = kept.get(key)
    if (found === undefined) {
      builds += 1
      const building = build().then(({ json, total }) => ({
        identity: json,
        encoded: new Map(),
        ...(total === undefined ? {} : { total }),
      }))
      found = building
      kept.set(key, building)
      building.catch(() => kept.delete(key))
      if (kept.size > capacity) kept.delete(kept.keys().next().value as string)
    }
    const entry = await found
    const encoding = preferredEncoding(request.headers['accept-encoding'])
    reply.header('Content-Type', 'application/json; charset=utf-8').header('Vary', 'Accept-Encoding')
    if (entry.total !== undefined) reply.header('X-Total-Count', String(entry.total))
    if (encoding === 'identity') return reply.send(entry.identity)
    let body = entry.encoded.get(encoding)
    if (body === undefined) {
      body = compress(entry.identity, encoding, effort)
      entry.encoded.set(encoding, body)
    }
    return reply.header('Content-Encoding', encoding).send(await body)
  }
  return Object.assign(send, { builds: () => builds })
}
