import { sql } from 'kysely'
import type { Db } from '../db/database'
import { RECENTLY_PLAYED_KEPT, type Catalogue, type GameCard, type GameFilter, type Listing, type Page } from './catalogue.port'
import { searchGames } from './db-game-search'

const CATEGORY_COLUMNS = ['id', 'name', 'logo', 'position'] as const

const clampToKept = (page: Page): Page => ({
  limit: Math.max(0, Math.min(page.limit, RECENTLY_PLAYED_KEPT - page.offset)),
  offset: page.offset,
})

const providerSlugs = (filter: GameFilter | undefined): readonly string[] => filter?.providers ?? []

/**
 * Games of a listing with the viewer's flags. The favourites listing is its owner's own view,
 * so the viewer's favourites join doubles as its filter; recently played joins the owner's plays.
 */
const listingQuery = (db: Db, listing: Listing, viewerId: number | null, filter: GameFilter | undefined) => {
  const viewer = listing.kind === 'favourites' || listing.kind === 'recent' ? listing.userId : viewerId
  let query = db
    .selectFrom('games as g')
    .innerJoin('providers as p', 'p.id', 'g.provider_id')
    .leftJoin('favourites as f', (j) => j.onRef('f.game_id', '=', 'g.id').on('f.user_id', '=', viewer ?? -1))
    .leftJoin('recently_played as r', (j) =>
      j.onRef('r.game_id', '=', 'g.id').on('r.user_id', '=', listing.kind === 'recent' ? listing.userId : -1),
    )
  if (listing.kind === 'category') query = query.where('g.category_id', '=', listing.categoryId)
  if (listing.kind === 'favourites') query = query.where('f.user_id', 'is not', null)
  if (listing.kind === 'recent') query = query.where('r.user_id', 'is not', null)
  const slugs = providerSlugs(filter)
  if (slugs.length > 0) query = query.where('p.slug', 'in', slugs)
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

  games: async (listing, viewerId, page, filter) => {
    const base = listingQuery(db, listing, viewerId, filter)
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
    if (listing.kind === 'recent') query = query.orderBy('r.played_at', 'desc')
    query = query.orderBy('g.id')
    // Recently played shows its newest RECENTLY_PLAYED_KEPT even while a racing launch briefly keeps one more.
    const window = listing.kind === 'recent' ? clampToKept(page ?? { limit: RECENTLY_PLAYED_KEPT, offset: 0 }) : page
    if (window) query = query.limit(window.limit).offset(window.offset)
    const games: GameCard[] = await query.execute()
    // Without a page the list is complete, so its length is the total.
    const total = page ? Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n) : games.length
    return { games, total: listing.kind === 'recent' ? Math.min(total, RECENTLY_PLAYED_KEPT) : total }
  },

  search: (text, viewerId, page, filter) => searchGames(db, { text, viewerId, page, providers: providerSlugs(filter) }),

  providers: () =>
    db
      .selectFrom('providers as p')
      .leftJoin('games as g', 'g.provider_id', 'p.id')
      .select(['p.slug', 'p.name', 'p.logo', (eb) => eb.fn.count<number>('g.id').as('games')])
      .groupBy(['p.id', 'p.slug', 'p.name', 'p.logo'])
      .orderBy('p.name')
      .execute(),

  recordPlay: async (userId, gameId) => {
    await db.transaction().execute(async (trx) => {
      // One launch at a time per player: racing trims would each miss the other's row and keep both.
      await sql`select pg_advisory_xact_lock(hashtext('recently_played'), ${userId}::int)`.execute(trx)
      await trx
        .insertInto('recently_played')
        .columns(['user_id', 'game_id', 'played_at'])
        .expression((eb) =>
          eb
            .selectFrom('games')
            .select([eb.val(userId).as('user_id'), 'id', sql<Date>`clock_timestamp()`.as('played_at')])
            .where('game_id', '=', gameId),
        )
        .onConflict((oc) => oc.columns(['user_id', 'game_id']).doUpdateSet({ played_at: sql`clock_timestamp()` }))
        .execute()
      // Only the newest are ever shown: older plays go, so the table stays the size of what it shows.
      await trx
        .deleteFrom('recently_played')
        .where('user_id', '=', userId)
        .where(
          'game_id',
          'not in',
          trx
            .selectFrom('recently_played')
            .select('game_id')
            .where('user_id', '=', userId)
            .orderBy('played_at', 'desc')
            .orderBy('game_id', 'desc')
            .limit(RECENTLY_PLAYED_KEPT),
        )
        .execute()
    })
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
