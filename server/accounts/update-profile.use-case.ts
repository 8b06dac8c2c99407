import * as E from 'fp-ts/Either'
import type * as TE from 'fp-ts/TaskEither'
import { asUsername, USERNAME_MESSAGES } from '../../src/core/auth/username.rules'
import { parseProfile, type ProfileField, type ProfileInput, type ValidProfile } from '../../src/core/profile/profile.rules'
import type { InvalidForm } from '../../src/core/shared/form-errors'
import type { Clock } from '../../src/core/shared/clock.port'
import type { Profile, TakenField } from './account'
import { parseDateOfBirth } from '../../src/core/profile/date-of-birth.rules'
import { takenFieldOf } from './unique-violation'
import type { Users } from './users.port'

export type ProfileFormField = ProfileField | 'countryId'

export type UpdateProfileError = InvalidForm<ProfileFormField> | { readonly _tag: 'Taken'; readonly fields: readonly TakenField[] }

export const UNKNOWN_COUNTRY_MESSAGE = 'Choose a country from the list.'

/**
 * What the server adds to the spec's profile rules: a username that can still log in, a real
 * date of birth, and a country from /api/countries. Only for fields the spec's rules passed.
 */
const dobProblem = (dob: E.Either<string, unknown>): string | undefined => (E.isLeft(dob) ? dob.left : undefined)

const serverChecks = (valid: ValidProfile, today: Date, countryExists: (id: number) => boolean) => ({
  username: E.isLeft(asUsername(valid.username)) ? USERNAME_MESSAGES.invalid : undefined,
  dob: dobProblem(parseDateOfBirth(valid.dob, today)),
  countryId: valid.countryId !== null && !countryExists(valid.countryId) ? UNKNOWN_COUNTRY_MESSAGE : undefined,
})

const invalid = (errors: Partial<Record<ProfileFormField, string>>): E.Either<UpdateProfileError, never> =>
  E.left({ _tag: 'InvalidForm', errors })

/** Saves the profile form (fullName is the account's name). Rejects only when the database fails. */
export const makeUpdateProfile =
  (deps: { users: Users; clock: Clock; countryExists: (id: number) => boolean }) =>
  (userId: number, input: ProfileInput): TE.TaskEither<UpdateProfileError, Profile> =>
  async () => {
    const parsed = parseProfile(input)
    if (E.isLeft(parsed)) return parsed
    const valid = parsed.right
    const extra = Object.entries(serverChecks(valid, deps.clock.now(), deps.countryExists)).filter(([, m]) => m !== undefined)
    if (extra.length > 0) return invalid(Object.fromEntries(extra))
    const taken = await deps.users.taken(valid, userId)
    if (taken.length > 0) return E.left({ _tag: 'Taken', fields: taken })
    try {
      return E.right(
        await deps.users.updateProfile(userId, {
          name: valid.fullName,
          username: valid.username,
          email: valid.email,
          phone_number: valid.phoneNumber,
          dob: valid.dob,
          state: valid.state,
          city: valid.city,
          address: valid.address,
          zipcode: valid.zipcode.trim() === '' ? null : valid.zipcode.trim(),
          country_id: valid.countryId,
        }),
      )
    } catch (error) {
      const field = takenFieldOf(error)
      if (field === null) throw error
      return E.left({ _tag: 'Taken', fields: [field] })
    }
  }

export type UpdateProfile = ReturnType<typeof makeUpdateProfile>
