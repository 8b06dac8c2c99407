import { crashRtp, plinkoRtp, slotRtp } from '../../src/core/fairness/rtp'
import { PLINKO_RISKS } from '../../src/core/fairness/play-choices.rules'
import type { FairMechanic } from '../../src/core/fairness/round'

let slot: number | null = null

/** The published return to player of a mechanic, exact from its paytable (per risk for Plinko). */
export const publishedRtp = (mechanic: FairMechanic): Readonly<Record<string, number>> => {
  switch (mechanic) {
    case 'slot':
      return { all: (slot ??= slotRtp()) }
    case 'plinko':
      return Object.fromEntries(PLINKO_RISKS.map((risk) => [risk, plinkoRtp(risk)]))
    case 'crash':
      return { all: crashRtp() }
  }
}
