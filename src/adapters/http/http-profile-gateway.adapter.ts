import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { Country } from '../../core/profile/country'
import type { Profile } from '../../core/profile/profile'
import type { ProfileGateway } from '../../core/profile/profile-gateway.port'
import { callEndpoint } from './call-endpoint'
import { ListCountries } from './contracts/countries.contract'
import type { AnswerOf } from './contracts/endpoint'
import { GetProfile, UpdatePassword, UpdateProfile } from './contracts/profile.contract'
import type { HttpClient } from './http-client'

const toCountry = (row: AnswerOf<typeof ListCountries>[number]): Country => ({
  id: row.id_country,
  name: row['Country Name'],
  phoneCode: row['Phone Code'].replace(/^\+/, ''),
  iso2: row.ISO2.toUpperCase(),
})

// The form starts with empty inputs for what the player never filled (null on the wire).
const toProfile = (user: AnswerOf<typeof GetProfile>): Profile => ({
  full_name: user.full_name,
  username: user.username,
  email: user.email,
  phone_number: user.phone_number ?? '',
  dob: user.dob ?? '',
  state: user.state ?? '',
  city: user.city ?? '',
  address: user.address ?? '',
  zipcode: user.zipcode ?? '',
  country_id: user.country_id,
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
            full_name: profile.full_name,
            username: profile.username,
            email: profile.email,
            phone_number: profile.phone_number,
            dob: profile.dob,
            state: profile.state,
            city: profile.city,
            address: profile.address,
            zipcode: profile.zipcode,
            country_id: profile.country_id,
          },
        }),
        TE.map(() => undefined),
      ),
    changePassword: (change) =>
      pipe(
        call(UpdatePassword, {
          body: {
            current_password: change.current_password,
            new_password: change.new_password,
            new_password_confirmation: change.new_password_confirmation,
          },
        }),
        TE.map(() => undefined),
      ),
  }
}
