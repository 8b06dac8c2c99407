import * as E from 'fp-ts/Either'

export const LOGIN_TO_PLAY_MESSAGE = 'Please log in to play the game.'

/** Playing from a game card needs a signed-in player; Left is the alert's text. */
export const canPlay = (isSignedIn: boolean): E.Either<typeof LOGIN_TO_PLAY_MESSAGE, void> =>
  isSignedIn ? E.right(undefined) : E.left(LOGIN_TO_PLAY_MESSAGE)
