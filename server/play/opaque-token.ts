import { createHash, randomBytes } from 'node:crypto'

/** 32 random bytes, base64url: safe in a URL path or a JSON body without escaping. */
export const newOpaqueToken = (): string => randomBytes(32).toString('base64url')

/** Tokens carry 256 bits, so a fast hash stored in place of the token is enough. */
export const hashOpaqueToken = (token: string): string => createHash('sha256').update(token).digest('hex')
