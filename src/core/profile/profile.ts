/**
 * The profile form's values (docs/product/entities-and-states.md#profile): `fullName` is the
 * account's name. Fields the player never filled are '' here, so the form starts with empty inputs.
 */
export interface Profile {
  readonly fullName: string
  readonly username: string
  readonly email: string
  readonly phoneNumber: string
  readonly dob: string
  readonly state: string
  readonly city: string
  readonly address: string
  readonly zipcode: string
  readonly countryId: number | null
}
