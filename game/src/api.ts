import * as E from 'fp-ts/Either'
import type * as t from 'io-ts'
import type { PlinkoOutcome } from '../../src/core/fairness/plinko'
import type { SlotOutcome } from '../../src/core/fairness/slot'
import type { RoundView } from '../../src/core/fairness/round-view'
import {
  BalanceCodec,
  CrashOutcomeCodec,
  CrashProgressCodec,
  PlayedCodec,
  PlinkoOutcomeCodec,
  RefusalCodec,
  RotatedCodec,
  RoundsCodec,
  SessionInfoCodec,
  SlotOutcomeCodec,
} from './api-codecs'

export type Fairness = t.TypeOf<typeof PlayedCodec>['fairness']
/** The provider's round, as src/core defines it for both sides. */
export type Round = RoundView
export type SessionInfo = t.TypeOf<typeof SessionInfoCodec>
export type GameInfo = SessionInfo['game']
export type Played = t.TypeOf<typeof PlayedCodec>
/** A played round with its outcome read as its mechanic's shape. */
export type PlayedWith<O> = Played & { readonly outcome: O }
export type CrashProgress = t.TypeOf<typeof CrashProgressCodec>

/** The crash point of a round that has crashed; null while it flies or for another shape. */
export const crashPointOf = (round: Round): number | null => {
  const outcome = CrashOutcomeCodec.decode(round.outcome)
  return E.isRight(outcome) && outcome.right !== null ? outcome.right.crashX100 : null
}

const UNREADABLE = 'The game server sent an answer this page cannot read. Please reload the game.'

/** A refusal the page shows as it is; `status` 401 means the session is over. */
export class GameApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/**
 * The play API on the game's own origin, authorised by the play token the page was served
 * with. Resolves with the body or rejects with a GameApiError carrying a message for the player.
 */
export function gameApi(playToken: string) {
  const call = async <A>(codec: t.Decoder<unknown, A>, method: 'GET' | 'POST', path: string, body?: unknown): Promise<A> => {
    let response: Response
    try {
      response = await fetch(`/api${path}`, {
        method,
        headers: { authorization: `Bearer ${playToken}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
    } catch {
      throw new GameApiError(0, 'The game server cannot be reached. Check your connection and try again.')
    }
    const json: unknown = await response.json().catch(() => null)
    if (!response.ok) {
      const refusal = RefusalCodec.decode(json)
      throw new GameApiError(response.status, E.isRight(refusal) ? refusal.right.message : 'Something went wrong. Please try again.')
    }
    const decoded = codec.decode(json)
    if (E.isLeft(decoded)) throw new GameApiError(0, UNREADABLE)
    return decoded.right
  }
  const withOutcome =
    <O>(codec: t.Decoder<unknown, O>) =>
    (played: Played): PlayedWith<O> => {
      const outcome = codec.decode(played.round.outcome)
      if (E.isLeft(outcome)) throw new GameApiError(0, UNREADABLE)
      return { ...played, outcome: outcome.right }
    }
  return {
    session: () => call(SessionInfoCodec, 'GET', '/session'),
    balance: () => call(BalanceCodec, 'GET', '/balance'),
    rounds: () => call(RoundsCodec, 'GET', '/rounds'),
    rotate: (clientSeed: string) => call(RotatedCodec, 'POST', '/fairness/rotate', { clientSeed }),
    spin: (betCents: number): Promise<PlayedWith<SlotOutcome>> =>
      call(PlayedCodec, 'POST', '/slot/spin', { betCents }).then(withOutcome(SlotOutcomeCodec)),
    drop: (betCents: number, risk: string): Promise<PlayedWith<PlinkoOutcome>> =>
      call(PlayedCodec, 'POST', '/plinko/drop', { betCents, risk }).then(withOutcome(PlinkoOutcomeCodec)),
    startCrash: (betCents: number, autoCashoutX100: number | null) =>
      call(PlayedCodec, 'POST', '/crash/start', { betCents, autoCashoutX100 }),
    crashProgress: (roundId: string) => call(CrashProgressCodec, 'GET', `/crash/${roundId}`),
    cashOut: (roundId: string) => call(CrashProgressCodec, 'POST', `/crash/${roundId}/cashout`),
  }
}

export type GameApi = ReturnType<typeof gameApi>
