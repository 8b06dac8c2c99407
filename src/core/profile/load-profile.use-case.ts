import * as E from 'fp-ts/Either'
import type * as TE from 'fp-ts/TaskEither'
import type { Logger } from '../shared/logger.port'
import { countryToSelect, type Country } from './country'
import type { Profile } from './profile'
import type { ProfileGateway } from './profile-gateway.port'

/** What the profile screen starts from; `profile` is null when it could not be read. */
export interface ProfileScreen {
  readonly countries: readonly Country[]
  readonly selectedCountry: Country | null
  readonly profile: Profile | null
}

/**
 * The country list first, then the profile (docs/product/entities-and-states.md#profile-screen), so
 * the profile's countryId can select its country; India otherwise. Failures are only logged
 * (docs/product/messages.md#only-logged): the screen keeps what loaded. Never fails.
 */
export const makeLoadProfile =
  (deps: { profiles: ProfileGateway; logger: Logger }) => (): TE.TaskEither<never, ProfileScreen> => async () => {
    const listed = await deps.profiles.countries()()
    if (E.isLeft(listed)) deps.logger.error('Error fetching countries', listed.left)
    const countries = E.isRight(listed) ? listed.right : []
    const read = await deps.profiles.profile()()
    if (E.isLeft(read)) deps.logger.error('Error fetching profile', read.left)
    const profile = E.isRight(read) ? read.right : null
    return E.right({ countries, selectedCountry: countryToSelect(countries, profile?.countryId ?? null), profile })
  }

export type LoadProfile = ReturnType<typeof makeLoadProfile>
