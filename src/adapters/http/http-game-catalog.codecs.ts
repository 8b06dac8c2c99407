import * as t from 'io-ts'

export const CategoryDto = t.type({ id: t.number, name: t.string, logo: t.string, position: t.number })
export const CategoriesDto = t.readonlyArray(CategoryDto)

export const GameDto = t.intersection([
  t.type({ id: t.number, game_id: t.string, name: t.string, thumbnail: t.string }),
  t.partial({ favorite: t.boolean, provider: t.string }),
])
export const GamesDto = t.readonlyArray(GameDto)
