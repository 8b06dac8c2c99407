import * as t from 'io-ts'
import { get, post } from './endpoint'
import { cents, closed, nullable, oneOf, text, wholeNumber } from './wire'

/** One deposit or loss limit as the Safer play tab shows it (docs/product/safer-play.md). */
export const LimitWire = t.strict({
  kind: oneOf(['deposit', 'loss']),
  period: oneOf(['day', 'week', 'month']),
  /** The limit in force now; null: none. */
  cents: nullable(cents),
  /** A raise or removal waiting for `next_at` (ISO time); null `next_cents` with a `next_at` removes the limit. */
  next_cents: nullable(cents),
  next_at: nullable(t.string),
  /** Counted so far in this period (deposits, or net loss: bets minus wins, below zero when ahead). */
  used_cents: t.number,
  /** When this period ends and the count starts again (ISO time). */
  resets_at: t.string,
})

export const SaferPlayState = t.strict({
  limits: t.readonlyArray(LimitWire),
  /** The reality check's interval in minutes of play (0: off), and how long a minute is here (60000; shorter in tests). */
  reality_check_minutes: oneOf([0, 15, 30, 60]),
  minute_ms: wholeNumber(1, 60_000),
})

/** POST /safer-play/reality-check (bearer): the interval, or 0 for off. */
export const SetRealityCheck = post('/safer-play/reality-check', {
  body: closed({ minutes: oneOf([0, 15, 30, 60]) }),
  response: t.strict({ message: t.string, state: SaferPlayState }),
})

/** POST /safer-play/break (bearer): a cool-off or self-exclusion, confirmed with the password; signs the player out everywhere. */
export const TakeBreak = post('/safer-play/break', {
  body: closed({ choice: oneOf(['24h', '7d', '6w', '6m', '1y', '5y', 'permanent']), password: text(1, 256) }),
  response: t.strict({ message: t.string }),
})

/** GET /safer-play (bearer): the player's own limits. */
export const GetSaferPlay = get('/safer-play', { response: SaferPlayState })

/** POST /safer-play/limits (bearer): set, lower, raise or remove (empty amount) one limit. */
export const SetLimit = post('/safer-play/limits', {
  body: closed({ kind: oneOf(['deposit', 'loss']), period: oneOf(['day', 'week', 'month']), amount: text(0, 20) }),
  response: t.strict({ message: t.string, state: SaferPlayState }),
})
