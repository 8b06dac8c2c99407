import * as t from 'io-ts'
import { get, post } from './endpoint'
import type { FieldNames } from './field-names'
import { closed, nullable, text, wholeNumber } from './wire'

/** The signed-in player's own account (docs/product/api-calls.md#profile-and-countries). */

/** Unset fields are null; `full_name` repeats `name` for the profile form. `dob` is YYYY-MM-DD. */
const ProfileUser = t.strict({
  id: t.number,
  name: t.string,
  full_name: t.string,
  username: t.string,
  email: t.string,
  phone_number: nullable(t.string),
  dob: nullable(t.string),
  state: nullable(t.string),
  city: nullable(t.string),
  address: nullable(t.string),
  zipcode: nullable(t.string),
  country_id: nullable(t.number),
})

// As for the account forms: presence and shape are the shared rules' job (profile.rules.ts).
const field = (max: number) => nullable(text(0, max))

export const GetProfile = get('/get-profile', { response: ProfileUser })

/** The profile form's fields by the core's names (profile.rules.ts), where the wire's differ. */
export const PROFILE_FIELDS = { full_name: 'fullName', phone_number: 'phoneNumber', country_id: 'countryId' } as const satisfies FieldNames

export const UpdateProfile = post('/update-profile', {
  body: closed(
    {},
    {
      full_name: field(100),
      username: field(50),
      email: field(254),
      phone_number: field(32),
      dob: field(32),
      state: field(100),
      city: field(100),
      address: field(255),
      zipcode: field(20),
      country_id: nullable(wholeNumber(0, 999)),
    },
  ),
  response: t.strict({ message: t.string, user: ProfileUser }),
})

/** The password form's fields by the core's names (password-change.rules.ts). */
export const PASSWORD_FIELDS = {
  current_password: 'currentPassword',
  new_password: 'newPassword',
  new_password_confirmation: 'newPasswordConfirmation',
} as const satisfies FieldNames

/** A wrong current password answers 401. */
export const UpdatePassword = post('/update-password', {
  body: closed({}, { current_password: field(256), new_password: field(256), new_password_confirmation: field(256) }),
  response: t.strict({ message: t.string }),
})
