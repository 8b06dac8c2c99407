import type { FairDigest } from '../../src/core/fairness/digest'
import { fairFingerprint } from '../../src/core/fairness/round'
import { plinkoOutcome } from '../../src/core/fairness/plinko'
import { type PlinkoRisk } from '../../src/core/fairness/play-choices.rules'
import { SLOT_LINES } from '../../src/core/fairness/slot-paytable'
import { slotOutcome } from '../../src/core/fairness/slot'
import type { Decided } from './play-instant-round.use-case'

/** A spin pays the bet times the line wins over the ten lines; slot bets are multiples of ten cents. */
export const decideSlot =
  (betCents: number) =>
  (digest: FairDigest): Decided => {
    const outcome = slotOutcome(digest)
    return { outcome, fingerprint: fairFingerprint({ mechanic: 'slot' }, digest), winCents: (betCents * outcome.paysLineBets) / SLOT_LINES }
  }

/** A drop pays the bet times its bin's multiplier, rounded down to the cent. */
export const decidePlinko =
  (betCents: number, risk: PlinkoRisk) =>
  (digest: FairDigest): Decided => {
    const outcome = plinkoOutcome(digest, risk)
    return {
      outcome: { ...outcome, risk },
      fingerprint: fairFingerprint({ mechanic: 'plinko', risk }, digest),
      winCents: Math.floor((betCents * outcome.multiplierX100) / 100),
    }
  }
