import { describe, expect, it } from 'vitest'
import { httpProfileGateway } from '../../../src/adapters/http/http-profile-gateway.adapter'
import { stubFetch } from '../../fakes/stub-fetch'
import countriesBad from './fixtures/countries-bad.json'
import countriesOk from './fixtures/countries-ok.json'
import profileBad from './fixtures/profile-bad.json'
import profileOk from './fixtures/profile-ok.json'

const blank = { phoneNumber: '', dob: '', state: '', city: '', address: '', zipcode: '', countryId: null }
const valid = {
  fullName: 'Ana Lima',
  username: 'analima',
  email: 'ana@example.com',
  phoneNumber: '+5511987654321',
  dob: '1990-04-12',
  state: 'SP',
  city: 'São Paulo',
  address: 'Rua Augusta 100',
  zipcode: '',
  countryId: 30,
} as never

describe('the HTTP profile gateway', () => {
  it('reads the countries with calling codes as digits and upper-case ISO codes', async () => {
    const { http } = stubFetch({ 'GET /api/countries': { status: 200, body: countriesOk } })
    expect(await httpProfileGateway(http).countries()()).toEqual({
      _tag: 'Right',
      right: [
        { id: 99, name: 'India', phoneCode: '91', iso2: 'IN' },
        { id: 30, name: 'Brazil', phoneCode: '55', iso2: 'BR' },
      ],
    })
  })

  it.each([
    ['another shape', countriesBad],
    [
      "snake_case names (the API sends the product's labels only)",
      [{ id_country: 99, country_name: 'India', phone_code: '91', iso2: 'IN' }],
    ],
  ])('refuses a country list of %s', async (_, body) => {
    const { http } = stubFetch({ 'GET /api/countries': { status: 200, body } })
    const result = await httpProfileGateway(http).countries()()
    expect(result._tag === 'Left' && result.left._tag).toBe('BadPayload')
  })

  it('reads the profile: nulls become empty fields', async () => {
    const { http, requests } = stubFetch({ 'GET /api/get-profile': { status: 200, body: profileOk } })
    expect(await httpProfileGateway(http).profile()()).toEqual({
      _tag: 'Right',
      right: {
        fullName: 'Ana Lima',
        username: 'analima',
        email: 'ana@example.com',
        ...blank,
        dob: '1990-04-12',
        city: 'São Paulo',
        countryId: 30,
      },
    })
    expect(requests[0]?.headers.Authorization).toBe('Bearer tkn-1')
  })

  it('refuses a profile wrapped as {user} (the API sends it bare)', async () => {
    const { http } = stubFetch({ 'GET /api/get-profile': { status: 200, body: { user: profileOk } } })
    const result = await httpProfileGateway(http).profile()()
    expect(result._tag === 'Left' && result.left._tag).toBe('BadPayload')
  })

  it('refuses a profile without a name or with a text country id', async () => {
    const { http } = stubFetch({ 'GET /api/get-profile': { status: 200, body: profileBad } })
    const result = await httpProfileGateway(http).profile()()
    expect(result._tag === 'Left' && result.left._tag).toBe('BadPayload')
  })

  it('posts the profile form to /api/update-profile', async () => {
    const { http, requests } = stubFetch({
      'POST /api/update-profile': { status: 200, body: { message: 'Profile updated successfully!', user: profileOk } },
    })
    expect(await httpProfileGateway(http).saveProfile(valid)()).toEqual({ _tag: 'Right', right: undefined })
    expect(requests[0]?.body).toEqual({
      full_name: 'Ana Lima',
      username: 'analima',
      email: 'ana@example.com',
      phone_number: '+5511987654321',
      dob: '1990-04-12',
      state: 'SP',
      city: 'São Paulo',
      address: 'Rua Augusta 100',
      zipcode: '',
      country_id: 30,
    })
  })

  it('names a refused field as the profile form does: country_id is countryId', async () => {
    const refusal = { message: 'Choose a country from the list.', errors: { country_id: ['Choose a country from the list.'] } }
    const { http } = stubFetch({ 'POST /api/update-profile': { status: 422, body: refusal } })
    expect(await httpProfileGateway(http).saveProfile(valid)()).toEqual({
      _tag: 'Left',
      left: { _tag: 'Unexpected', status: 422, message: refusal.message, errors: { countryId: ['Choose a country from the list.'] } },
    })
  })

  it('posts the password change and reports a 401 with its status', async () => {
    const change = { currentPassword: 'old-pass1', newPassword: 'new-pass-22', newPasswordConfirmation: 'new-pass-22' } as never
    const { http, requests } = stubFetch({
      'POST /api/update-password': { status: 401, body: { message: 'Current password is incorrect.' } },
    })
    expect(await httpProfileGateway(http).changePassword(change)()).toEqual({
      _tag: 'Left',
      left: { _tag: 'Unexpected', status: 401, message: 'Current password is incorrect.' },
    })
    expect(requests[0]?.body).toEqual({
      current_password: 'old-pass1',
      new_password: 'new-pass-22',
      new_password_confirmation: 'new-pass-22',
    })
  })
})
