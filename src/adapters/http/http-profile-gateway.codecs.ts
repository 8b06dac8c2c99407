import * as t from 'io-ts'

const text = t.union([t.string, t.null])

/** The API's spelling of a country's fields, snake_case. */
const SnakeCountryDto = t.type({ id_country: t.number, country_name: t.string, phone_code: t.union([t.string, t.number]), iso2: t.string })
/** The product's own labels (docs/product/entities-and-states.md#country), accepted too. */
const LabelCountryDto = t.type({
  id_country: t.number,
  'Country Name': t.string,
  'Phone Code': t.union([t.string, t.number]),
  ISO2: t.string,
})

export const CountryDto = t.union([SnakeCountryDto, LabelCountryDto])
export type CountryDto = t.TypeOf<typeof CountryDto>
export const CountriesDto = t.readonlyArray(CountryDto)

/** The user object of GET /api/get-profile; `name` is the form's full_name; unset fields null. */
export const ProfileUserDto = t.intersection([
  t.type({ name: t.string, username: t.string, email: t.string }),
  t.partial({
    phone_number: text,
    dob: text,
    state: text,
    city: text,
    address: text,
    zipcode: text,
    country_id: t.union([t.number, t.null]),
  }),
])
export type ProfileUserDto = t.TypeOf<typeof ProfileUserDto>

/** The user object, bare or wrapped as `{user}`. */
export const ProfileAnswerDto = t.union([t.type({ user: ProfileUserDto }), ProfileUserDto])

/** Answers that are not read must still be JSON objects. */
export const AcknowledgedDto = t.UnknownRecord
