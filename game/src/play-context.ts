import type { Fairness, GameApi, SessionInfo } from './api'
import type { GameAudio } from './audio'
import type { GameShell } from './shell'

/** What every mechanic's view is given: the API, sound, the shared frame, and how to report a round. */
export interface PlayContext {
  readonly api: GameApi
  readonly audio: GameAudio
  readonly shell: GameShell
  readonly session: SessionInfo
  /** A round ended: show the balance, tell the casino, refresh the fairness panel. */
  readonly settled: (balanceCents: number | null, fairness?: Fairness) => void
  /** A call failed: say why (and end the page if the session is over). */
  readonly failed: (error: unknown) => void
}

/** A mechanic: what the play button (and Space/Enter) does. */
export interface MechanicView {
  readonly play: () => void
}
