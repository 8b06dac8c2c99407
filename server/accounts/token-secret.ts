import { createHash, randomBytes } from 'node:crypto'

const TOKEN_BYTES = 32

/** 32 random bytes, base64url: 43 characters, 256 bits, safe in a header without escaping. */
export const newTokenSecret = (): string => randomBytes(TOKEN_BYTES).toString('base64url')

export const TOKEN_SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/

/**
 * A fast hash is enough here (unlike passwords): the secret has 256 bits of entropy, so nobody
 * can guess it from a leaked hash, and the lookup stays one indexed equality.
 */
export const hashTokenSecret = (token: string): string => createHash('sha256').update(token).digest('hex')
