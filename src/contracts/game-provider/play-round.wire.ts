import * as t from 'io-ts'
import { cents, nullable, oneOf } from '../wire'

/*
 * The shapes of a round as the demo game provider sends them to its page (src/core/fairness
 * round-view.ts says what each field means): written once, for the provider that encodes them
 * and the page that decodes them.
 */

const NullableCents = nullable(cents)

/** The seed pair in play: what the next round will be derived from, the server seed only hashed. */
export const Fairness = t.strict({ serverSeedHash: t.string, clientSeed: t.string, nextNonce: t.number })

const Mechanic = oneOf(['slot', 'plinko', 'crash'])

export const Round = t.strict({
  id: t.string,
  mechanic: Mechanic,
  betCents: cents,
  winCents: cents,
  status: oneOf(['betting', 'running', 'paying', 'refunding', 'settled', 'rolled_back']),
  nonce: t.number,
  clientSeed: t.string,
  serverSeedHash: t.string,
  serverSeed: nullable(t.string),
  params: t.UnknownRecord,
  fingerprint: nullable(t.string),
  outcome: t.unknown,
  cashoutX100: nullable(t.number),
  createdAt: t.string,
})

/** A round just played, the balance the casino reports after it (null when it did not answer), and the next seed pair. */
export const Played = t.strict({ round: Round, balanceCents: NullableCents, fairness: Fairness })

/** A crash round in the air, or its end. */
export const CrashProgress = t.union([
  t.strict({ state: t.literal('running'), elapsedMs: t.number, multiplierX100: t.number }),
  t.strict({ state: t.literal('ended'), round: Round, balanceCents: NullableCents }),
])

const Digits = t.readonlyArray(t.number)

/** A round's `outcome`, read by its mechanic. */
export const SlotOutcome = t.strict({
  stops: Digits,
  grid: t.readonlyArray(Digits),
  wins: t.readonlyArray(t.strict({ line: t.number, symbol: t.number, count: t.number, pays: t.number })),
  paysLineBets: t.number,
})

export const PlinkoOutcome = t.strict({
  path: t.readonlyArray(t.union([t.literal(0), t.literal(1)])),
  bin: t.number,
  multiplierX100: t.number,
})

/** A crash round's outcome once it has crashed; null while it flies. */
export const CrashOutcome = nullable(t.strict({ crashX100: t.number }))
