/** A player account as the API shows it after login or sign-up (`user` of the session answer). */
export interface Account {
  readonly id: number
  readonly name: string
  readonly username: string
  readonly email: string
  readonly roles: readonly string[]
}

/**
 * The profile screen's fields (docs/product/entities-and-states.md#profile); unset fields are null.
 * `dob` is YYYY-MM-DD.
 */
export interface Profile {
  readonly id: number
  readonly name: string
  readonly username: string
  readonly email: string
  readonly phone_number: string | null
  readonly dob: string | null
  readonly state: string | null
  readonly city: string | null
  readonly address: string | null
  readonly zipcode: string | null
  readonly country_id: number | null
}

export type ProfileChanges = Omit<Profile, 'id'>

/** Which of the unique fields another account already holds. */
export type TakenField = 'username' | 'email'

export const TAKEN_MESSAGES: Readonly<Record<TakenField, string>> = {
  username: 'The username has already been taken.',
  email: 'The email has already been taken.',
}
