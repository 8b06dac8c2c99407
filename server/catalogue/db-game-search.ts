import { sql } from 'kysely'
import { searchText } from '../../src/core/catalogue/search-text.rules'
import type { Db } from '../db/database'
import type { GameCard, GamePage, Page } from './catalogue.port'

/**
 * How alike a query and a name must be (pg_trgm word similarity, 0..1): 0.3 lets one wrong or
 * missing letter in five through ('egipt' finds Egypt at 0.33) while 'xyz' finds nothing.
 */
const WORD_SIMILARITY = '0.3'
/** A provider's name matching counts a little less than a game's own name matching. */
const PROVIDER_WEIGHT = 0.9
/** Below three letters trigrams say little: such a query matches names that contain it instead. */
const SHORTEST_TRIGRAM_QUERY = 3

interface SearchRow extends GameCard {
  readonly total: number
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/**
 * One SQL for PostgreSQL and PGlite. `<%` is the operator the GIN trigram index on games.name
 * answers; its threshold (and the plan's use of the index) is set for this transaction only. Game names and provider names are
 * matched apart and the best score of a game kept, so each side can use its own index (the
 * providers are a dozen rows). Ranked by score, then popular games, then the catalogue's order.
 */
export async function searchGames(
  db: Db,
  q: { readonly text: string; readonly viewerId: number | null; readonly page: Page; readonly providers: readonly string[] },
): Promise<GamePage> {
  const text = searchText(q.text)
  const short = text.length < SHORTEST_TRIGRAM_QUERY
  const filtered = q.providers.length > 0
  return db.transaction().execute(async (trx) => {
    // The planner guesses a trigram match keeps most rows and scans the table, computing the
    // similarity of all 5,000 names (30 ms on PGlite); the index's candidates take a third of that.
    await sql`select set_config('pg_trgm.word_similarity_threshold', ${WORD_SIMILARITY}, true), set_config('enable_seqscan', 'off', true)`.execute(
      trx,
    )
    const hits = short
      ? sql`select g.id, 1.0::real as score from games g where g.name ilike ${likePattern(text)}`
      : sql`
          select g.id, word_similarity(${text}, g.name) as score from games g where ${text} <% g.name
          union all
          select g.id, word_similarity(${text}, p.name) * ${PROVIDER_WEIGHT} as score
            from providers p join games g on g.provider_id = p.id where ${text} <% p.name`
    const matches = (limit: number, offset: number) =>
      sql<SearchRow>`
      with hits as (${hits}), best as (select id, max(score) as score from hits group by id)
      select g.id, g.game_id, g.name, g.thumbnail, p.name as provider, (f.user_id is not null) as favorite,
             count(*) over () as total
        from best b
        join games g on g.id = b.id
        join providers p on p.id = g.provider_id
        left join favourites f on f.game_id = g.id and f.user_id = ${q.viewerId ?? -1}
       where ${filtered ? sql`p.slug in (${sql.join(q.providers)})` : sql`true`}
       order by b.score desc, g.popular desc, g.id
       limit ${limit} offset ${offset}`.execute(trx)
    const { rows } = await matches(q.page.limit, q.page.offset)
    const games = rows.map(({ total: _total, ...card }) => card)
    // A page past the last has no row to carry the count: the first match does.
    const total = rows[0]?.total ?? (q.page.offset > 0 ? ((await matches(1, 0)).rows[0]?.total ?? 0) : 0)
    return { games, total }
  })
}
