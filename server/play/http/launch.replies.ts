import * as E from 'fp-ts/Either'
import { assertNever } from '../../../src/core/shared/assert-never'
import type { LaunchRefusal } from '../launch-game.use-case'

/**
 * Game-level refusals answer 200 with `{error}`, which the client shows in an alert
 * (docs/product/api-calls.md#catalogue-and-games).
 */
const refusalText = (refusal: LaunchRefusal): string => {
  switch (refusal._tag) {
    case 'GameNotFound':
      return 'Game not found.'
    case 'GameUnavailable':
      return 'This game is not available right now.'
    case 'InsufficientBalance':
      return 'insufficient balance'
    default:
      return assertNever(refusal)
  }
}

/** The launch's answer: `{SessionUrl}`, or a refusal's `{error}`. */
export const launchAnswer = (result: E.Either<LaunchRefusal, { readonly sessionUrl: string }>) =>
  E.isLeft(result) ? { error: refusalText(result.left) } : { SessionUrl: result.right.sessionUrl }
