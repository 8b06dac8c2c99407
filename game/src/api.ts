import type { FairMechanic } from '../../src/core/games/fairness-round'
import type { RoundView } from '../../src/core/games/round-view'

export interface Fairness {
  readonly serverSeedHash: string
  readonly clientSeed: string
  readonly nextNonce: number
}

/** The provider's round, as src/core defines it for both sides. */
export type Round = RoundView

export interface GameInfo {
  readonly gameId: string
  readonly name: string
  readonly mechanic: FairMechanic
  readonly theme: string
  readonly colours: { readonly background: string; readonly surface: string; readonly accent: string }
  readonly betOptionsCents: readonly number[]
  readonly minBetCents: number
  readonly rtp: Readonly<Record<string, number>>
}

export interface SessionInfo {
  readonly game: GameInfo
  readonly casinoOrigin: string
  readonly balanceCents: number | null
  readonly fairness: Fairness
  readonly running: Round | null
}

export interface Played {
  readonly round: Round
  readonly balanceCents: number | null
  readonly fairness: Fairness
}

export type CrashProgress =
  | { readonly state: 'running'; readonly elapsedMs: number; readonly multiplierX100: number }
  | { readonly state: 'ended'; readonly round: Round; readonly balanceCents: number | null }

/** A refusal the page shows as it is; `status` 401 means the session is over. */
export class GameApiError extends Error {
  constructor(readonly status: number, message: string) {
    super(message)
  }
}

/**
 * The play API on the game's own origin, authorised by the play token the page was served
 * with. Resolves with the body or rejects with a GameApiError carrying a message for the player.
 */
export function gameApi(playToken: string) {
  const call = async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
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
      const message = typeof json === 'object' && json !== null && typeof (json as { message?: unknown }).message === 'string'
        ? (json as { message: string }).message
        : 'Something went wrong. Please try again.'
      throw new GameApiError(response.status, message)
    }
    return json as T
  }
  return {
    session: () => call<SessionInfo>('GET', '/session'),
    balance: () => call<{ balanceCents: number | null }>('GET', '/balance'),
    rounds: () => call<{ rounds: Round[] }>('GET', '/rounds'),
    rotate: (clientSeed: string) =>
      call<{ revealed: { serverSeed: string; serverSeedHash: string; clientSeed: string; roundsPlayed: number }; fairness: Fairness }>('POST', '/fairness/rotate', { clientSeed }),
    spin: (betCents: number) => call<Played>('POST', '/slot/spin', { betCents }),
    drop: (betCents: number, risk: string) => call<Played>('POST', '/plinko/drop', { betCents, risk }),
    startCrash: (betCents: number, autoCashoutX100: number | null) => call<Played>('POST', '/crash/start', { betCents, autoCashoutX100 }),
    crashProgress: (roundId: string) => call<CrashProgress>('GET', `/crash/${roundId}`),
    cashOut: (roundId: string) => call<CrashProgress>('POST', `/crash/${roundId}/cashout`),
  }
}

export type GameApi = ReturnType<typeof gameApi>
