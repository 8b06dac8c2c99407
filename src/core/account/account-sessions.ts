import type * as TE from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/gateway-error'
import { utcText } from '../shared/date-text'

/** One live sign-in of the player (docs/product/safer-play.md#account-activity). */
export interface AccountSession {
  readonly id: number
  /** "Chrome on Windows": the server reads it from the browser's User-Agent. */
  readonly device: string
  readonly address: string | null
  readonly startedAt: Date
  /** To the minute; null: not used since it started. */
  readonly lastUsedAt: Date | null
  /** The sign-in of this browser. */
  readonly current: boolean
}

/** The signed-in player's own sign-ins: listed, and ended one at a time. Never rejects. */
export interface AccountSessions {
  readonly list: () => TE.TaskEither<GatewayError, readonly AccountSession[]>
  /** Ends one at once, everywhere; `signedOut` when it was this browser's. Another player's, or one already ended, is a 404. */
  readonly end: (id: number) => TE.TaskEither<GatewayError, { readonly message: string; readonly signedOut: boolean }>
}

/** Used within this long counts as in use now: the server notes a use at most once a minute. */
const ACTIVE_MS = 2 * 60_000

/** When a sign-in started and was last used, in one line. */
export const sessionTimes = (s: Pick<AccountSession, 'startedAt' | 'lastUsedAt'>, now: Date): string => {
  const started = `Signed in ${utcText(s.startedAt)}`
  if (s.lastUsedAt === null) return `${started}.`
  if (now.getTime() - s.lastUsedAt.getTime() < ACTIVE_MS) return `${started}; active now.`
  return `${started}; last used ${utcText(s.lastUsedAt)}.`
}
