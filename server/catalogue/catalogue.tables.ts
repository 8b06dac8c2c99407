import type { ColumnType, Generated, RawBuilder } from 'kysely'
import type { GameMechanic } from './seed-catalogue'

export interface CatalogueTables {
  categories: {
    id: Generated<number>
    /** Stable name for code: 'home' and 'favorite' are listings the server composes. */
    slug: string
    name: string
    logo: string
    position: number
  }
  providers: {
    id: Generated<number>
    slug: string
    name: string
    logo: string
  }
  games: {
    id: Generated<number>
    /** The public game id the game provider knows ('cf-slots-myth'). */
    game_id: string
    slug: string
    name: string
    thumbnail: string
    provider_id: number
    category_id: number
    mechanic: GameMechanic
    /** Key into SEED_THEMES: the demo game page's colours. */
    theme: string
    featured: boolean
    popular: boolean
  }
  favourites: {
    user_id: number
    game_id: number
    created_at: ColumnType<Date, never, never>
  }
  recently_played: {
    user_id: number
    game_id: number
    played_at: ColumnType<Date, Date | RawBuilder<unknown> | undefined, Date | RawBuilder<unknown>>
  }
}
