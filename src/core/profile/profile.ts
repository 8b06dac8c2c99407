/**
 * The profile form's values as the API keeps them (docs/product/entities-and-states.md#profile):
 * `full_name` is the account's name. Fields the player never filled are '' here, so the form starts
 * with empty inputs.
 */
export interface Profile {
  readonly full_name: string
  readonly username: string
  readonly email: string
  readonly phone_number: string
  readonly dob: string
  readonly state: string
  readonly city: string
  readonly address: string
  readonly zipcode: string
  readonly country_id: number | null
}
