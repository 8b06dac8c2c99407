import * as t from 'io-ts'
import type { PlinkoOutcome } from '../../src/core/fairness/plinko'
import type { SlotOutcome } from '../../src/core/fairness/slot'
import type { RoundView } from '../../src/core/fairness/round-view'

/*
 * The shapes the provider's play API answers with, checked at the page's edge: a body of another
 * shape becomes a message for the player rather than a broken reel or an undefined balance.
 */

const Cents = t.refinement(t.number, Number.isSafeInteger, 'Cents')
const NullableCents = t.union([Cents, t.null])

export const FairnessCodec = t.readonly(t.type({ serverSeedHash: t.string, clientSeed: t.string, nextNonce: t.number }))

const Mechanic = t.keyof({ slot: null, plinko: null, crash: null })
const RoundStatus = t.keyof({ betting: null, running: null, paying: null, refunding: null, settled: null, rolled_back: null })

export const RoundCodec: t.Type<RoundView, unknown> = t.readonly(
  t.type({
    id: t.string,
    mechanic: Mechanic,
    betCents: Cents,
    winCents: Cents,
    status: RoundStatus,
    nonce: t.number,
    clientSeed: t.string,
    serverSeedHash: t.string,
    serverSeed: t.union([t.string, t.null]),
    params: t.UnknownRecord,
    fingerprint: t.union([t.string, t.null]),
    outcome: t.unknown,
    cashoutX100: t.union([t.number, t.null]),
    createdAt: t.string,
  }),
)

const Digits = t.readonlyArray(t.number)

export const SlotOutcomeCodec: t.Type<SlotOutcome, unknown> = t.readonly(
  t.type({
    stops: Digits,
    grid: t.readonlyArray(Digits),
    wins: t.readonlyArray(t.readonly(t.type({ line: t.number, symbol: t.number, count: t.number, pays: t.number }))),
    paysLineBets: t.number,
  }),
)

const Step = t.union([t.literal(0), t.literal(1)])
export const PlinkoOutcomeCodec: t.Type<PlinkoOutcome, unknown> = t.readonly(
  t.type({
    path: t.readonlyArray(Step),
    bin: t.number,
    multiplierX100: t.number,
  }),
)

/** A crash round's outcome once it has crashed; null while it flies. */
export const CrashOutcomeCodec = t.union([t.readonly(t.type({ crashX100: t.number })), t.null])

const GameInfoCodec = t.readonly(
  t.type({
    gameId: t.string,
    name: t.string,
    mechanic: Mechanic,
    theme: t.string,
    colours: t.readonly(t.type({ background: t.string, surface: t.string, accent: t.string })),
    betOptionsCents: t.readonlyArray(Cents),
    minBetCents: Cents,
    rtp: t.readonly(t.record(t.string, t.number)),
  }),
)

export const SessionInfoCodec = t.readonly(
  t.type({
    game: GameInfoCodec,
    casinoOrigin: t.string,
    balanceCents: NullableCents,
    fairness: FairnessCodec,
    running: t.union([RoundCodec, t.null]),
  }),
)

export const BalanceCodec = t.readonly(t.type({ balanceCents: NullableCents }))
export const RoundsCodec = t.readonly(t.type({ rounds: t.readonlyArray(RoundCodec) }))
export const PlayedCodec = t.readonly(t.type({ round: RoundCodec, balanceCents: NullableCents, fairness: FairnessCodec }))

export const RotatedCodec = t.readonly(
  t.type({
    revealed: t.readonly(t.type({ serverSeed: t.string, serverSeedHash: t.string, clientSeed: t.string, roundsPlayed: t.number })),
    fairness: FairnessCodec,
  }),
)

export const CrashProgressCodec = t.union([
  t.readonly(t.type({ state: t.literal('running'), elapsedMs: t.number, multiplierX100: t.number })),
  t.readonly(t.type({ state: t.literal('ended'), round: RoundCodec, balanceCents: NullableCents })),
])

/** Message bodies the provider answers refusals with. */
export const RefusalCodec = t.type({ message: t.string })
