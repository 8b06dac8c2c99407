import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'

const SEALED = 'aes256gcm:'

/**
 * Players' TOTP secrets at rest. With TWO_FACTOR_KEY set, each is sealed with AES-256-GCM under
 * it, so a copy of the database (a backup, a leaked dump) holds no secret a code can be made from.
 * Without the key a secret is stored as it is; one stored so still opens after the key is set.
 */
export function totpSecretSeal(key: string | undefined) {
  const aesKey = key === undefined ? null : createHash('sha256').update(key).digest()
  return {
    seal: (secret: string): string => {
      if (aesKey === null) return secret
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', aesKey, iv)
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
      return `${SEALED}${[iv, cipher.getAuthTag(), sealed].map((b) => b.toString('base64url')).join('.')}`
    },
    /** Throws when a sealed secret cannot be opened (no key, another key, a changed row): a fault, not a wrong code. */
    open: (stored: string): string => {
      if (!stored.startsWith(SEALED)) return stored
      if (aesKey === null) throw new Error('a two-factor secret is sealed, and TWO_FACTOR_KEY is not set')
      const [iv, tag, sealed] = stored
        .slice(SEALED.length)
        .split('.')
        .map((p) => Buffer.from(p, 'base64url'))
      if (iv === undefined || tag === undefined || sealed === undefined) throw new Error('a sealed two-factor secret is malformed')
      const decipher = createDecipheriv('aes-256-gcm', aesKey, iv)
      decipher.setAuthTag(tag)
      return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8')
    },
  }
}

export type TotpSecretSeal = ReturnType<typeof totpSecretSeal>
