import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { GameLauncher, LaunchAnswer } from '../../core/play/game-launcher.port'
import { callEndpoint } from './call-endpoint'
import type { AnswerOf } from '../../contracts/endpoint'
import { LaunchGame } from '../../contracts/play.contract'
import type { HttpClient } from './http-client'

const toAnswer = (answer: AnswerOf<typeof LaunchGame>): LaunchAnswer =>
  'error' in answer ? { _tag: 'LaunchRefused', error: answer.error } : { _tag: 'SessionOpened', sessionUrl: answer.SessionUrl }

export const httpGameLauncher = (http: HttpClient): GameLauncher => ({
  launch: ({ gameId, userId }) => pipe(callEndpoint(http)(LaunchGame, { body: { gameId, userId } }), TE.map(toAnswer)),
})
