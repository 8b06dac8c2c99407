import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { GameLauncher, LaunchAnswer } from '../../core/games/game-launcher.port'
import { decodeWith } from './decode'
import type { HttpClient } from './http-client'
import { LaunchAnswerDto } from './http-game-launcher.codecs'

// An error wins over a session URL, as in the specification ("if the response has an error").
const toAnswer = (dto: LaunchAnswerDto): LaunchAnswer =>
  'error' in dto ? { _tag: 'LaunchRefused', error: dto.error } : { _tag: 'SessionOpened', sessionUrl: dto.SessionUrl }

export const httpGameLauncher = (http: HttpClient): GameLauncher => ({
  launch: ({ gameId, userId }) =>
    pipe(http.postJson('/api/game/launchgame', { gameId, userId }), TE.flatMapEither(decodeWith(LaunchAnswerDto)), TE.map(toAnswer)),
})
