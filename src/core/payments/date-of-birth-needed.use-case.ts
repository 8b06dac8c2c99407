import * as E from 'fp-ts/Either'
import type * as TE from 'fp-ts/TaskEither'
import type { ProfileGateway } from '../profile/profile-gateway.port'

/**
 * Whether the deposit form asks for a date of birth: only when the profile has none (a first
 * deposit; docs/product/safer-play.md#age). A profile that cannot be read is asked too: the server
 * keeps a date already on file, so asking is only a field more. Never fails.
 */
export const makeDateOfBirthNeeded = (deps: { profiles: ProfileGateway }) => (): TE.TaskEither<never, boolean> => async () => {
  const read = await deps.profiles.profile()()
  return E.right(E.isLeft(read) || read.right.dob.trim() === '')
}

export type DateOfBirthNeeded = ReturnType<typeof makeDateOfBirthNeeded>
