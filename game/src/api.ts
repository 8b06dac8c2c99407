import * as E from 'fp-ts/Either'
import type * as t from 'io-ts'
import {
  CashOutCrash,
  DropPlinko,
  GetCrashProgress,
  GetPlayBalance,
  GetPlaySession,
  ListPlayedRounds,
  RotateSeeds,
  SpinSlot,
  StartCrash,
} from '../../src/contracts/game-provider/play-api.contract'
import { CrashOutcome, PlinkoOutcome, SlotOutcome } from '../../src/contracts/game-provider/play-round.wire'
import type { AnswerOf, BodyOf, Endpoint } from '../../src/contracts/endpoint'

export type SessionInfo = AnswerOf<typeof GetPlaySession>
export type GameInfo = SessionInfo['game']
export type Fairness = SessionInfo['fairness']
export type Played = AnswerOf<typeof SpinSlot>
/** The provider's round, as its contract sends it. */
export type Round = Played['round']
/** A played round with its outcome read as its mechanic's shape. */
export type PlayedWith<O> = Played & { readonly outcome: O }
export type CrashProgress = AnswerOf<typeof GetCrashProgress>

/** The crash point of a round that has crashed; null while it flies or for another shape. */
export const crashPointOf = (round: Round): number | null => {
  const outcome = CrashOutcome.decode(round.outcome)
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

const messageOf = (json: unknown): string =>
  typeof json === 'object' && json !== null && typeof (json as { message?: unknown }).message === 'string'
    ? (json as { message: string }).message
    : 'Something went wrong. Please try again.'

/**
 * The play API on the game's own origin (src/contracts/game-provider/play-api.contract.ts),
 * authorised by the play token the page was served with. Resolves with the decoded answer or
 * rejects with a GameApiError carrying a message for the player.
 */
export function gameApi(playToken: string) {
  const call = async <P extends Endpoint>(endpoint: P, input: { roundId?: string; body?: BodyOf<P> } = {}): Promise<AnswerOf<P>> => {
    const path = endpoint.path.replace(':roundId', encodeURIComponent(input.roundId ?? ''))
    let response: Response
    try {
      response = await fetch(`/api${path}`, {
        method: endpoint.method,
        headers: { authorization: `Bearer ${playToken}`, ...(input.body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(input.body === undefined ? {} : { body: JSON.stringify(input.body) }),
      })
    } catch {
      throw new GameApiError(0, 'The game server cannot be reached. Check your connection and try again.')
    }
    const json: unknown = await response.json().catch(() => null)
    if (!response.ok) throw new GameApiError(response.status, messageOf(json))
    const decoded = (endpoint.response as t.Decoder<unknown, AnswerOf<P>>).decode(json)
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
    session: () => call(GetPlaySession),
    balance: () => call(GetPlayBalance),
    rounds: () => call(ListPlayedRounds),
    rotate: (clientSeed: string) => call(RotateSeeds, { body: { clientSeed } }),
    spin: (betCents: number) => call(SpinSlot, { body: { betCents } }).then(withOutcome(SlotOutcome)),
    drop: (betCents: number, risk: BodyOf<typeof DropPlinko>['risk']) =>
      call(DropPlinko, { body: { betCents, risk } }).then(withOutcome(PlinkoOutcome)),
    startCrash: (betCents: number, autoCashoutX100: number | null) => call(StartCrash, { body: { betCents, autoCashoutX100 } }),
    crashProgress: (roundId: string) => call(GetCrashProgress, { roundId }),
    cashOut: (roundId: string) => call(CashOutCrash, { roundId }),
  }
}

export type GameApi = ReturnType<typeof gameApi>
