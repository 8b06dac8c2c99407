import { fairFingerprint, type FairMechanic, type FairRoundSpec } from '../../../src/core/fairness/round'
import { isPlinkoRisk } from '../../../src/core/fairness/play-choices.rules'
import { browserDigest, browserSha256Hex } from './web-crypto'

export interface VerifyInput {
  readonly mechanic: FairMechanic
  readonly risk?: string
  readonly serverSeed: string
  readonly serverSeedHash?: string
  readonly clientSeed: string
  readonly nonce: number
}

export interface Verified {
  readonly fingerprint: string
  readonly hash: string
  /** Null when no committed hash was given to compare with. */
  readonly hashMatches: boolean | null
}

/** Recomputes a round in the browser from its seeds and nonce, and checks the committed hash. */
export async function verifyRound(input: VerifyInput): Promise<Verified> {
  const spec: FairRoundSpec =
    input.mechanic === 'plinko'
      ? { mechanic: 'plinko', risk: isPlinkoRisk(input.risk) ? input.risk : 'medium' }
      : { mechanic: input.mechanic }
  const [digest, hash] = await Promise.all([
    browserDigest(input.serverSeed, input.clientSeed, input.nonce),
    browserSha256Hex(input.serverSeed),
  ])
  return {
    fingerprint: fairFingerprint(spec, digest),
    hash,
    hashMatches: input.serverSeedHash === undefined ? null : hash === input.serverSeedHash,
  }
}
