/**
 * Body schemas of the account routes. Fields are optional and nullable here on purpose: presence
 * and shape are the core rules' job, so a missing field gets the form's own message
 * ('Email is required.'), not a schema message. The schema bounds types, sizes and unknown fields.
 */
export const text = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const

export const FIELD_MAX = {
  name: 100,
  username: 50,
  email: 254,
  password: 256,
  promoCode: 50,
} as const

const body = (properties: Record<string, unknown>) => ({ type: 'object', additionalProperties: false, properties }) as const

export const REGISTER_BODY = body({
  name: text(FIELD_MAX.name),
  username: text(FIELD_MAX.username),
  promo_code: text(FIELD_MAX.promoCode),
  email: text(FIELD_MAX.email),
  password: text(FIELD_MAX.password),
  password_confirmation: text(FIELD_MAX.password),
})

/** `email` holds an email or a username. */
export const LOGIN_BODY = body({
  email: text(FIELD_MAX.email),
  password: text(FIELD_MAX.password),
})

export const EMPTY_BODY = { anyOf: [{ type: 'null' }, body({})] } as const

export const UPDATE_PROFILE_BODY = body({
  full_name: text(FIELD_MAX.name),
  username: text(FIELD_MAX.username),
  email: text(FIELD_MAX.email),
  phone_number: text(32),
  dob: text(32),
  state: text(100),
  city: text(100),
  address: text(255),
  zipcode: text(20),
  country_id: { type: ['integer', 'null'], minimum: 0, maximum: 999 },
})

export const UPDATE_PASSWORD_BODY = body({
  current_password: text(FIELD_MAX.password),
  new_password: text(FIELD_MAX.password),
  new_password_confirmation: text(FIELD_MAX.password),
})

/** For routes that take no query string: an unknown parameter is a caller's mistake. */
export const NO_QUERY = { type: 'object', additionalProperties: false, properties: {} } as const
