import type { FairDigest } from './digest'
import { crashPointX100 } from './crash'
import { plinkoOutcome } from './plinko'
import { type PlinkoRisk } from './play-choices.rules'
import { slotOutcome } from './slot'

export type FairMechanic = 'slot' | 'plinko' | 'crash'

/** What besides the digest decides a round: Plinko's risk table. */
export type FairRoundSpec =
  { readonly mechanic: 'slot' } | { readonly mechanic: 'plinko'; readonly risk: PlinkoRisk } | { readonly mechanic: 'crash' }

const x = (x100: number): string => `${(x100 / 100).toFixed(2)}x`

/**
 * The part of a round's outcome that the seeds decide, as one line of text. The server records it
 * with the round and the verify view recomputes it, so "they match" is a string comparison.
 */
export const fairFingerprint = (spec: FairRoundSpec, digest: FairDigest): string => {
  switch (spec.mechanic) {
    case 'slot': {
      const outcome = slotOutcome(digest)
      return `reel stops ${outcome.stops.join('-')}, pays ${outcome.paysLineBets} line bets`
    }
    case 'plinko': {
      const outcome = plinkoOutcome(digest, spec.risk)
      return `path ${outcome.path.map((s) => (s === 1 ? 'R' : 'L')).join('')}, bin ${outcome.bin} (${x(outcome.multiplierX100)}, ${spec.risk} risk)`
    }
    case 'crash':
      return `crash at ${x(crashPointX100(digest))}`
  }
}
