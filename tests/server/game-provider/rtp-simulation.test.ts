import { beforeAll, describe, expect, it } from 'vitest'
import { crashPointX100, crashWinX100 } from '../../../src/core/fairness/crash'
import type { FairDigest } from '../../../src/core/fairness/digest'
import { plinkoOutcome } from '../../../src/core/fairness/plinko'
import { PLINKO_RISKS } from '../../../src/core/fairness/play-choices.rules'
import { crashRtp, formatRtp, plinkoRtp, slotRtp } from '../../../src/core/fairness/rtp'
import { SLOT_LINES } from '../../../src/core/fairness/slot-paytable'
import { slotOutcome } from '../../../src/core/fairness/slot'
import { fairDigest } from '../../../server/game-provider/fair-digest'

const ROUNDS = 200_000
const SERVER_SEED = 'b6f3d1c2a4e5f60718293a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d'

/**
 * The digests of ROUNDS rounds (nonces 0..ROUNDS-1 of fixed seeds, so the run is reproducible),
 * computed once and played through every mechanic: each estimate is valid on its own.
 */
let digests: FairDigest[] = []

/** The mean payout per unit bet over the rounds, with its standard error. */
const simulate = (payout: (digest: FairDigest) => number) => {
  let sum = 0
  let squares = 0
  for (const digest of digests) {
    const x = payout(digest)
    sum += x
    squares += x * x
  }
  const mean = sum / ROUNDS
  const sd = Math.sqrt(squares / ROUNDS - mean * mean)
  return { mean, standardError: sd / Math.sqrt(ROUNDS) }
}

/** Within four standard errors: a correct paytable fails this about once in 16,000 seeds. */
const expectNear = (measured: { mean: number; standardError: number }, published: number, label: string) => {
  console.log(`${label}: measured ${formatRtp(measured.mean)} ± ${formatRtp(measured.standardError)}, published ${formatRtp(published)}`)
  expect(Math.abs(measured.mean - published)).toBeLessThan(4 * measured.standardError)
}

describe(`return to player over ${ROUNDS.toLocaleString('en-US')} simulated rounds`, () => {
  beforeAll(() => {
    digests = Array.from({ length: ROUNDS }, (_, nonce) => fairDigest({ serverSeed: SERVER_SEED, clientSeed: 'rtp-simulation', nonce }))
  })

  it('slot: matches the exact RTP of its reels and paytable', () => {
    expect(formatRtp(slotRtp())).toBe('96.11%')
    expectNear(
      simulate((d) => slotOutcome(d).paysLineBets / SLOT_LINES),
      slotRtp(),
      'slot',
    )
  })

  it.each(PLINKO_RISKS)('plinko (%s risk): matches the binomial RTP of its bins', (risk) => {
    expect(formatRtp(plinkoRtp(risk))).toBe('97.00%')
    expectNear(
      simulate((d) => plinkoOutcome(d, risk).multiplierX100 / 100),
      plinkoRtp(risk),
      `plinko ${risk}`,
    )
  })

  it.each([101, 200, 1000])('crash: cashing out at %i hundredths returns 97 percent', (target) => {
    expectNear(
      simulate((d) => crashWinX100(crashPointX100(d), target) / 100),
      crashRtp(),
      `crash @${target / 100}x`,
    )
  })

  it('crash: a player mixing targets still gets 97 percent', () => {
    const targets = [105, 150, 250, 500]
    let round = 0
    expectNear(
      simulate((d) => crashWinX100(crashPointX100(d), targets[round++ % targets.length]!) / 100),
      crashRtp(),
      'crash mixed',
    )
  })
})
