import * as E from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import { parseEmailField, type Email } from '../auth/email.rules'
import { requireText, validateFields, type InvalidForm, type RawText } from '../shared/form-errors'
import { parsePhoneNumber, type PhoneNumber } from './phone.rules'

export const PROFILE_MESSAGES = {
  fullName: 'Full Name is required.',
  username: 'Username is required.',
  email: 'A valid Email Address is required.',
  dob: 'Date of Birth is required.',
  state: 'State is required.',
  city: 'City is required.',
  address: 'Address is required.',
} as const

/** In the form's order. The form shows these under each field; it has no form-level toast. */
export type ProfileField = 'full_name' | 'username' | 'email' | 'phone_number' | 'dob' | 'state' | 'city' | 'address'

/** The update-profile payload as the API names it. */
export interface ProfileInput {
  readonly full_name?: RawText
  readonly username?: RawText
  readonly email?: RawText
  readonly phone_number?: RawText
  readonly dob?: RawText
  readonly state?: RawText
  readonly city?: RawText
  readonly address?: RawText
  readonly zipcode?: RawText
  readonly country_id?: number | null
}

/** Text fields trimmed; the spec checks only presence for all but email and phone. */
export interface ValidProfile {
  readonly full_name: string
  readonly username: string
  readonly email: Email
  readonly phone_number: PhoneNumber
  readonly dob: string
  readonly state: string
  readonly city: string
  readonly address: string
  /** Not validated: passed through, '' when absent. */
  readonly zipcode: string
  readonly country_id: number | null
}

// Missing and malformed share one message on this form.
export const parseProfileEmail = parseEmailField({ missing: PROFILE_MESSAGES.email, invalid: PROFILE_MESSAGES.email })

export const parseProfile = (input: ProfileInput): E.Either<InvalidForm<ProfileField>, ValidProfile> =>
  pipe(
    validateFields({
      full_name: requireText(PROFILE_MESSAGES.fullName)(input.full_name),
      username: requireText(PROFILE_MESSAGES.username)(input.username),
      email: parseProfileEmail(input.email),
      phone_number: parsePhoneNumber(input.phone_number),
      dob: requireText(PROFILE_MESSAGES.dob)(input.dob),
      state: requireText(PROFILE_MESSAGES.state)(input.state),
      city: requireText(PROFILE_MESSAGES.city)(input.city),
      address: requireText(PROFILE_MESSAGES.address)(input.address),
    }),
    E.map((valid) => ({ ...valid, zipcode: input.zipcode ?? '', country_id: input.country_id ?? null })),
  )
