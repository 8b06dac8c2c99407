import * as t from 'io-ts'
import { post } from './endpoint'
import { closed, link, matching, text, wholeNumber } from './wire'

/**
 * Play Now (docs/product/api-calls.md#catalogue-and-games). A refusal of the game itself answers
 * 200 with `{error}`, which the player sees; a session is a URL on the game provider's origin.
 */
export const LaunchGame = post('/game/launchgame', {
  body: closed({
    // The catalogue's game_id ('cf-slots-myth') or its row id; the browser keeps user ids as text.
    gameId: t.union([text(1, 100), wholeNumber(1, Number.MAX_SAFE_INTEGER)], 'a game id'),
    userId: t.union([matching(/^[1-9][0-9]{0,15}$/, 'a user id'), wholeNumber(1, Number.MAX_SAFE_INTEGER)], 'a user id'),
  }),
  // An error wins over a session URL, as the product says ("if the response has an error").
  response: t.union([t.strict({ error: t.string }), t.strict({ SessionUrl: link(['http:', 'https:']) })]),
})
