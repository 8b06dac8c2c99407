import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { Country } from '../../core/profile/country'
import type { Profile } from '../../core/profile/profile'
import type { ProfileGateway } from '../../core/profile/profile-gateway.port'
import { callEndpoint } from './call-endpoint'
import { ListCountries } from '../../contracts/countries.contract'
import type { AnswerOf } from '../../contracts/endpoint'
import { GetProfile, PASSWORD_FIELDS, PROFILE_FIELDS, UpdatePassword, UpdateProfile } from '../../contracts/profile.contract'
import { coreFieldErrors } from './core-field-errors'
import type { HttpClient } from './http-client'

const toCountry = (row: AnswerOf<typeof ListCountries>[number]): Country => ({
  id: row.id_country,
  name: row['Country Name'],
  phoneCode: row['Phone Code'].replace(/^\+/, ''),
  iso2: row.ISO2.toUpperCase(),
})

// The form starts with empty inputs for what the player never filled (null on the wire).
const toProfile = (user: AnswerOf<typeof GetProfile>): Profile => ({
  fullName: user.full_name,
  username: user.username,
  email: user.email,
  phoneNumber: user.phone_number ?? '',
  dob: user.dob ?? '',
  state: user.state ?? '',
  city: user.city ?? '',
  address: user.address ?? '',
  zipcode: user.zipcode ?? '',
  countryId: user.country_id,
})

export const httpProfileGateway = (http: HttpClient): ProfileGateway => {
  const call = callEndpoint(http)
  return {
    countries: () =>
      pipe(
        call(ListCountries, {}),
        TE.map((rows) => rows.map(toCountry)),
      ),
    profile: () => pipe(call(GetProfile, {}), TE.map(toProfile)),
    saveProfile: (profile) =>
      pipe(
        call(UpdateProfile, {
          body: {
            full_name: profile.fullName,
            username: profile.username,
            email: profile.email,
            phone_number: profile.phoneNumber,
            dob: profile.dob,
            state: profile.state,
            city: profile.city,
            address: profile.address,
            zipcode: profile.zipcode,
            country_id: profile.countryId,
          },
        }),
        TE.map(() => undefined),
        TE.mapError(coreFieldErrors(PROFILE_FIELDS)),
      ),
    changePassword: (change) =>
      pipe(
        call(UpdatePassword, {
          body: {
            current_password: change.currentPassword,
            new_password: change.newPassword,
            new_password_confirmation: change.newPasswordConfirmation,
          },
        }),
        TE.map(() => undefined),
        TE.mapError(coreFieldErrors(PASSWORD_FIELDS)),
      ),
  }
}
