import { sql } from 'kysely'
import type { Db } from '../db/database'
import type { Catalogue, GameCard, Listing } from './catalogue.port'

const CATEGORY_COLUMNS = ['id', 'name', 'logo', 'position'] as const

/**
 * Games of a listing with the viewer's flags. The favourites listing is its owner's own view,
 * so the viewer's favourites join doubles as its filter.
 */
const listingQuery = (db: Db, listing: Listing, viewerId: number | null) => {
  const viewer = listing.kind === 'favourites' ? listing.userId : viewerId
  let query = db
    .selectFrom('games as g')
    .innerJoin('providers as p', 'p.id', 'g.provider_id')
    .leftJoin('favourites as f', (j) => j.onRef('f.game_id', '=', 'g.id').on('f.user_id', '=', viewer ?? -1))
  if (listing.kind === 'category') query = query.where('g.category_id', '=', listing.categoryId)
  if (listing.kind === 'favourites') query = query.where('f.user_id', 'is not', null)
  return query
}

export const dbCatalogue = (db: Db): Catalogue => ({
  categories: () =>
    db
      .selectFrom('categories')
      .select([...CATEGORY_COLUMNS])
      .orderBy('position')
      .orderBy('id')
      .execute(),

  category: async (id) =>
    (await db
      .selectFrom('categories')
      .select([...CATEGORY_COLUMNS, 'slug'])
      .where('id', '=', id)
      .executeTakeFirst()) ?? null,

  games: async (listing, viewerId, page) => {
    const base = listingQuery(db, listing, viewerId)
    let query = base.select([
      'g.id',
      'g.game_id',
      'g.name',
      'g.thumbnail',
      'p.name as provider',
      sql<boolean>`f.user_id is not null`.as('favorite'),
    ])
    if (listing.kind === 'home') query = query.orderBy('g.popular', 'desc')
    if (listing.kind === 'favourites') query = query.orderBy('f.created_at', 'desc')
    query = query.orderBy('g.id')
    if (page) query = query.limit(page.limit).offset(page.offset)
    const games: GameCard[] = await query.execute()
    // Without a page the list is complete, so its length is the total.
    const total = page ? Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n) : games.length
    return { games, total }
  },

  findGame: async (ref) => {
    const row = await db
      .selectFrom('games')
      .select('id')
      .where(typeof ref === 'number' ? 'id' : 'game_id', '=', ref)
      .executeTakeFirst()
    return row?.id ?? null
  },

  setFavourite: async (userId, gameId, favourite) => {
    if (favourite) {
      await db
        .insertInto('favourites')
        .values({ user_id: userId, game_id: gameId })
        .onConflict((oc) => oc.doNothing())
        .execute()
    } else {
      await db.deleteFrom('favourites').where('user_id', '=', userId).where('game_id', '=', gameId).execute()
    }
  },
})
