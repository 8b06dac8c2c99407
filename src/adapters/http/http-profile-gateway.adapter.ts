import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type * as t from 'io-ts'
import type { Country } from '../../core/profile/country'
import type { Profile } from '../../core/profile/profile'
import type { ProfileGateway } from '../../core/profile/profile-gateway.port'
import { decodeWith } from './decode'
import type { HttpClient } from './http-client'
import { AcknowledgedDto, CountriesDto, ProfileAnswerDto, type CountryDto, type ProfileUserDto } from './http-profile-gateway.codecs'

const toCountry = (dto: CountryDto): Country =>
  'country_name' in dto
    ? { id: dto.id_country, name: dto.country_name, phoneCode: String(dto.phone_code).replace(/^\+/, ''), iso2: dto.iso2.toUpperCase() }
    : {
        id: dto.id_country,
        name: dto['Country Name'],
        phoneCode: String(dto['Phone Code']).replace(/^\+/, ''),
        iso2: dto.ISO2.toUpperCase(),
      }

const toProfile = (answer: t.TypeOf<typeof ProfileAnswerDto>): Profile => {
  const u: ProfileUserDto = 'user' in answer ? answer.user : answer
  return {
    full_name: u.name,
    username: u.username,
    email: u.email,
    phone_number: u.phone_number ?? '',
    dob: u.dob ?? '',
    state: u.state ?? '',
    city: u.city ?? '',
    address: u.address ?? '',
    zipcode: u.zipcode ?? '',
    country_id: u.country_id ?? null,
  }
}

export const httpProfileGateway = (http: HttpClient): ProfileGateway => ({
  countries: () =>
    pipe(
      http.getJson('/api/countries'),
      TE.flatMapEither(decodeWith(CountriesDto)),
      TE.map((cs) => cs.map(toCountry)),
    ),
  profile: () => pipe(http.getJson('/api/get-profile'), TE.flatMapEither(decodeWith(ProfileAnswerDto)), TE.map(toProfile)),
  saveProfile: (profile) =>
    pipe(
      http.postJson('/api/update-profile', profile),
      TE.flatMapEither(decodeWith(AcknowledgedDto)),
      TE.map(() => undefined),
    ),
  changePassword: (change) =>
    pipe(
      http.postJson('/api/update-password', change),
      TE.flatMapEither(decodeWith(AcknowledgedDto)),
      TE.map(() => undefined),
    ),
})
