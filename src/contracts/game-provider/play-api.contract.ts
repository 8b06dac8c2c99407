import * as t from 'io-ts'
import { CRASH_MAX_X100, CRASH_MIN_CASHOUT_X100, PLINKO_RISKS } from '../../core/fairness/play-choices.rules'
import { get, post } from '../endpoint'
import { cents, closed, matching, Nothing, nullable, oneOf, text, wholeNumber } from '../wire'
import { CrashProgress, Fairness, Played, Round } from './play-round.wire'

/**
 * The demo game provider's play API (on the provider's own origin, under /api), called by its game
 * page with the play token its launch gave it (Authorization: Bearer). Written once: the provider
 * registers its routes from these and the page decodes their answers through them. A refusal
 * answers 4xx `{message}`, which the page shows as it is.
 */

const Game = t.strict({
  gameId: t.string,
  name: t.string,
  mechanic: oneOf(['slot', 'plinko', 'crash']),
  theme: t.string,
  colours: t.strict({ background: t.string, surface: t.string, accent: t.string }),
  betOptionsCents: t.readonlyArray(cents),
  minBetCents: cents,
  rtp: t.record(t.string, t.number),
})

/** The session's game, the casino's balance (null when it does not answer), the seed pair, and a crash round still in the air. */
export const GetPlaySession = get('/session', {
  response: t.strict({ game: Game, casinoOrigin: t.string, balanceCents: nullable(cents), fairness: Fairness, running: nullable(Round) }),
})

export const GetPlayBalance = get('/balance', { response: t.strict({ balanceCents: nullable(cents) }) })

/** The session's latest rounds, newest first, for the verify view. */
export const ListPlayedRounds = get('/rounds', { response: t.strict({ rounds: t.readonlyArray(Round) }) })

/** Reveals the server seed in play and starts a new pair with the player's client seed. */
export const RotateSeeds = post('/fairness/rotate', {
  // Any text up to 200: the provider trims it and says what a seed may be (client-seed.rules.ts).
  body: closed({ clientSeed: text(0, 200) }),
  response: t.strict({
    revealed: t.strict({ serverSeed: t.string, serverSeedHash: t.string, clientSeed: t.string, roundsPlayed: t.number }),
    fairness: Fairness,
  }),
})

// Any whole number: the provider says which bets the game offers.
const bet = { betCents: wholeNumber(Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER) }

export const SpinSlot = post('/slot/spin', { body: closed(bet), response: Played })

export const DropPlinko = post('/plinko/drop', { body: closed({ ...bet, risk: oneOf(PLINKO_RISKS) }), response: Played })

export const StartCrash = post('/crash/start', {
  body: closed(bet, { autoCashoutX100: nullable(wholeNumber(CRASH_MIN_CASHOUT_X100, CRASH_MAX_X100)) }),
  response: Played,
})

const RoundId = closed({ roundId: matching(/^[0-9a-f-]{36}$/, 'a round id') })

export const GetCrashProgress = get('/crash/:roundId', { params: RoundId, response: CrashProgress })

export const CashOutCrash = post('/crash/:roundId/cashout', {
  params: RoundId,
  body: t.union([t.undefined, t.null, Nothing], 'nothing'),
  response: CrashProgress,
})
