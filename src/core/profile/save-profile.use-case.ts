import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { InvalidForm } from '../shared/form-errors'
import type { GatewayError } from '../shared/gateway-error'
import type { Notifier } from '../shared/notifier.port'
import type { ProfileGateway } from './profile-gateway.port'
import { parseProfile, type ProfileField, type ProfileInput, type ValidProfile } from './profile.rules'

export const PROFILE_SAVE_MESSAGES = {
  saved: 'Profile updated successfully!',
  failed: 'An error occurred while updating the profile.',
} as const

/** InvalidForm: show `errors` under each field, no toast. ProfileNotSaved: already toasted. */
export type SaveProfileError = InvalidForm<ProfileField> | { readonly _tag: 'ProfileNotSaved'; readonly error: GatewayError }

/** Saves the profile form after its rules pass; an invalid form sends nothing. */
export const makeSaveProfile =
  (deps: { profiles: ProfileGateway; notifier: Notifier }) =>
  (input: ProfileInput): TE.TaskEither<SaveProfileError, ValidProfile> =>
    pipe(
      TE.fromEither(parseProfile(input)),
      TE.flatMap((valid) =>
        pipe(
          deps.profiles.saveProfile(valid),
          TE.map(() => valid),
          TE.mapError((error): SaveProfileError => {
            deps.notifier.error(PROFILE_SAVE_MESSAGES.failed)
            return { _tag: 'ProfileNotSaved', error }
          }),
        ),
      ),
      TE.tapIO(() => () => deps.notifier.success(PROFILE_SAVE_MESSAGES.saved)),
    )

export type SaveProfile = ReturnType<typeof makeSaveProfile>
