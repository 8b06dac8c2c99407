/** Schemas of the catalogue routes: ids in paths and queries are digit strings (no type coercion). */
export const ID_PARAMS = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[0-9]{1,9}$' } },
} as const

export const PAGE_QUERY_PROPERTIES = {
  page: { type: 'string', pattern: '^[1-9][0-9]{0,5}$' },
  per_page: { type: 'string', pattern: '^[1-9][0-9]{0,2}$' },
} as const

export const GAMES_QUERY = { type: 'object', additionalProperties: false, properties: PAGE_QUERY_PROPERTIES } as const

export const CATEGORY_GAMES_QUERY = {
  type: 'object',
  additionalProperties: false,
  properties: { ...PAGE_QUERY_PROPERTIES, user_id: { type: 'string', pattern: '^[0-9]{1,15}$' } },
} as const

export const CATEGORY_RESPONSE = {
  type: 'object',
  properties: { id: { type: 'integer' }, name: { type: 'string' }, logo: { type: 'string' }, position: { type: 'integer' } },
} as const

/** A response schema also serialises the big lists faster (fast-json-stringify). */
export const GAMES_RESPONSE = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      id: { type: 'integer' },
      game_id: { type: 'string' },
      name: { type: 'string' },
      thumbnail: { type: 'string' },
      provider: { type: 'string' },
      favorite: { type: 'boolean' },
    },
  },
} as const

export const TOGGLE_FAVOURITE_BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['game_id', 'is_favorite'],
  properties: {
    /** games.id, or the public game_id ('cf-slots-myth'). */
    game_id: { anyOf: [{ type: 'integer', minimum: 1, maximum: 2_147_483_647 }, { type: 'string', minLength: 1, maxLength: 100 }] },
    is_favorite: { enum: [0, 1, true, false] },
  },
} as const
