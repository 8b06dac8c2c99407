import * as t from 'io-ts'
import { get } from './endpoint'

/** Every ISO 3166-1 country, by name, with the labels the product's profile screen reads. */
export const ListCountries = get('/countries', {
  response: t.readonlyArray(t.strict({ id_country: t.number, 'Country Name': t.string, 'Phone Code': t.string, ISO2: t.string })),
})
