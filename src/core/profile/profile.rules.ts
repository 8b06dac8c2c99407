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
export type ProfileField = 'fullName' | 'username' | 'email' | 'phoneNumber' | 'dob' | 'state' | 'city' | 'address'

/** What the profile form holds; the API's names for it stop at the adapters (PROFILE_FIELDS). */
export interface ProfileInput {
  readonly fullName?: RawText
  readonly username?: RawText
  readonly email?: RawText
  readonly phoneNumber?: RawText
  readonly dob?: RawText
  readonly state?: RawText
  readonly city?: RawText
  readonly address?: RawText
  readonly zipcode?: RawText
  readonly countryId?: number | null
}

/** Text fields trimmed; the spec checks only presence for all but email and phone. */
export interface ValidProfile {
  readonly fullName: string
  readonly username: string
  readonly email: Email
  readonly phoneNumber: PhoneNumber
  readonly dob: string
  readonly state: string
  readonly city: string
  readonly address: string
  /** Not validated: passed through, '' when absent. */
  readonly zipcode: string
  readonly countryId: number | null
}

// Missing and malformed share one message on this form.
export const parseProfileEmail = parseEmailField({ missing: PROFILE_MESSAGES.email, invalid: PROFILE_MESSAGES.email })

export const parseProfile = (input: ProfileInput): E.Either<InvalidForm<ProfileField>, ValidProfile> =>
  pipe(
    validateFields({
      fullName: requireText(PROFILE_MESSAGES.fullName)(input.fullName),
      username: requireText(PROFILE_MESSAGES.username)(input.username),
      email: parseProfileEmail(input.email),
      phoneNumber: parsePhoneNumber(input.phoneNumber),
      dob: requireText(PROFILE_MESSAGES.dob)(input.dob),
      state: requireText(PROFILE_MESSAGES.state)(input.state),
      city: requireText(PROFILE_MESSAGES.city)(input.city),
      address: requireText(PROFILE_MESSAGES.address)(input.address),
    }),
    E.map((valid) => ({ ...valid, zipcode: input.zipcode ?? '', countryId: input.countryId ?? null })),
  )
