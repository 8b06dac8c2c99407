import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { InvalidForm } from '../shared/form-errors'
import type { GatewayError } from '../shared/gateway-error'
import type { ProfileGateway } from './profile-gateway.port'
import { parseProfile, type ProfileField, type ProfileInput, type ValidProfile } from './profile.rules'

/** A saved profile and a failed save are toasted; an invalid form is not (docs/product/messages.md#profile). */
export const PROFILE_SAVE_MESSAGES = {
  saved: 'Profile updated successfully!',
  failed: 'An error occurred while updating the profile.',
} as const

/** InvalidForm: `errors` go under each field. ProfileNotSaved: the server refused or was not reached. */
export type SaveProfileError = InvalidForm<ProfileField> | { readonly _tag: 'ProfileNotSaved'; readonly error: GatewayError }

/** Saves the profile form after its rules pass; an invalid form sends nothing. Right is what was saved. */
export const makeSaveProfile =
  (deps: { profiles: ProfileGateway }) =>
  (input: ProfileInput): TE.TaskEither<SaveProfileError, ValidProfile> =>
    pipe(
      TE.fromEither(parseProfile(input)),
      TE.flatMap((valid) =>
        pipe(
          deps.profiles.saveProfile(valid),
          TE.map(() => valid),
          TE.mapError((error): SaveProfileError => ({ _tag: 'ProfileNotSaved', error })),
        ),
      ),
    )

export type SaveProfile = ReturnType<typeof makeSaveProfile>
