import { createHash, createHmac, randomBytes } from 'node:crypto'
import { fairnessMessage, type FairDigest, type FairnessInput } from '../../src/core/fairness/digest'

/** HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}`): the same bytes the browser's Web Crypto computes. */
export const fairDigest = (input: FairnessInput): FairDigest =>
  createHmac('sha256', input.serverSeed).update(fairnessMessage(input.clientSeed, input.nonce)).digest()

export const sha256Hex = (text: string): string => createHash('sha256').update(text).digest('hex')

/** 256 bits, hex: unguessable, so its hash commits to it without revealing it. */
export const newServerSeed = (): string => randomBytes(32).toString('hex')

/** The default client seed until the player picks one. */
export const newClientSeed = (): string => randomBytes(8).toString('hex')
