import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { AnswerOf } from '../../contracts/endpoint'
import { GetSaferPlay, SetLimit, SetRealityCheck, TakeBreak } from '../../contracts/safer-play.contract'
import type { SaferPlay, SaferPlayState } from '../../core/safer-play/safer-play'
import { callEndpoint } from './call-endpoint'
import type { HttpClient } from './http-client'

const stateOf = (answer: AnswerOf<typeof GetSaferPlay>): SaferPlayState => ({
  realityCheckMinutes: answer.reality_check_minutes,
  minuteMs: answer.minute_ms,
  limits: answer.limits.map((l) => ({
    kind: l.kind,
    period: l.period,
    cents: l.cents,
    nextCents: l.next_cents,
    nextAt: l.next_at,
    usedCents: l.used_cents,
    resetsAt: l.resets_at,
  })),
})

export const httpSaferPlay = (http: HttpClient): SaferPlay => ({
  load: () => pipe(callEndpoint(http)(GetSaferPlay, {}), TE.map(stateOf)),
  setLimit: (change) =>
    pipe(
      callEndpoint(http)(SetLimit, { body: change }),
      TE.map((answer) => ({ message: answer.message, state: stateOf(answer.state) })),
    ),
  setRealityCheck: (minutes) =>
    pipe(
      callEndpoint(http)(SetRealityCheck, { body: { minutes } }),
      TE.map((answer) => ({ message: answer.message, state: stateOf(answer.state) })),
    ),
  takeBreak: (choice, password) =>
    pipe(
      callEndpoint(http)(TakeBreak, { body: { choice, password } }),
      TE.map((answer) => answer.message),
    ),
})
