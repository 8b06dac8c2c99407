import { createHash } from 'node:crypto'
import type { Db } from '../db/database'
import { listenerOnDemand, listenInSchema } from '../db/notifications'
import type { Catalogue, CategoryView, GameCard, ProviderView } from './catalogue.port'

interface GameRow {
  readonly id: number
  readonly game_id: string
  readonly name: string
  readonly thumbnail: string
  readonly provider: string
  readonly provider_slug: string
  readonly category_id: number
  readonly popular: boolean
}

interface Snapshot {
  /** A hash of what it holds: the same catalogue gives the same version in every process. */
  readonly version: string
  readonly categories: readonly CategoryView[]
  readonly categoryById: ReadonlyMap<number, CategoryView & { readonly slug: string }>
  readonly providers: readonly ProviderView[]
  readonly all: readonly GameRow[]
  readonly home: readonly GameRow[]
  readonly byCategory: ReadonlyMap<number, readonly GameRow[]>
}

const CHANNEL = 'catalogue_changed'
const NO_FAVOURITES: ReadonlySet<number> = new Set()

async function load(db: Db): Promise<Snapshot> {
  const [categories, providers, games] = await Promise.all([
    db.selectFrom('categories').select(['id', 'name', 'logo', 'position', 'slug']).orderBy('position').orderBy('id').execute(),
    db.selectFrom('providers').select(['slug', 'name', 'logo']).orderBy('name').execute(),
    db
      .selectFrom('games as g')
      .innerJoin('providers as p', 'p.id', 'g.provider_id')
      .select(['g.id', 'g.game_id', 'g.name', 'g.thumbnail', 'p.name as provider', 'p.slug as provider_slug', 'g.category_id', 'g.popular'])
      .orderBy('g.id')
      .execute(),
  ])
  const byCategory = new Map<number, GameRow[]>()
  const perProvider = new Map<string, number>()
  for (const g of games) {
    const listed = byCategory.get(g.category_id)
    if (listed) listed.push(g)
    else byCategory.set(g.category_id, [g])
    perProvider.set(g.provider_slug, (perProvider.get(g.provider_slug) ?? 0) + 1)
  }
  const version = createHash('sha1')
    .update(JSON.stringify([categories, providers, games]))
    .digest('base64url')
    .slice(0, 16)
  return {
    version,
    categories: categories.map(({ slug: _slug, ...view }) => view),
    categoryById: new Map(categories.map((c) => [c.id, c])),
    providers: providers.map((p) => ({ ...p, games: perProvider.get(p.slug) ?? 0 })),
    all: games,
    // Popular first, then the catalogue's order: Array.prototype.sort is stable.
    home: [...games].sort((a, b) => Number(b.popular) - Number(a.popular)),
    byCategory,
  }
}

export interface CatalogueSnapshots {
  /** The version of the catalogue the next answer will come from. */
  readonly version: () => Promise<string>
  readonly close: () => Promise<void>
}

/**
 * The catalogue (categories, providers, every listing but a player's own) from memory: read once
 * per API process and read again after any change to its tables commits, as their NOTIFY says
 * (migration 0063), or after the listener's connection came back (a change may have been missed).
 * A player's favourite flags are the one thing read per request. Favourites, recently played,
 * search and writes go to `inner`.
 */
export function snapshotCatalogue(db: Db, inner: Catalogue): { readonly catalogue: Catalogue; readonly snapshots: CatalogueSnapshots } {
  let snapshot: Promise<Snapshot> | null = null
  const forget = () => {
    snapshot = null
  }
  const listener = listenerOnDemand(() => listenInSchema(db, CHANNEL, { payload: forget, resumed: forget }))
  const current = async (): Promise<Snapshot> => {
    // Heard before read: a change committed after the read is always heard.
    await listener.ready()
    if (snapshot === null) {
      const loading = load(db)
      snapshot = loading
      loading.catch(() => {
        if (snapshot === loading) snapshot = null
      })
    }
    return snapshot
  }
  const favouritesOf = async (viewerId: number | null): Promise<ReadonlySet<number>> => {
    if (viewerId === null) return new Set()
    const rows = await db.selectFrom('favourites').select('game_id').where('user_id', '=', viewerId).execute()
    return new Set(rows.map((r) => r.game_id))
  }
  const card =
    (favourites: ReadonlySet<number>) =>
    (g: GameRow): GameCard => ({
      id: g.id,
      game_id: g.game_id,
      name: g.name,
      thumbnail: g.thumbnail,
      provider: g.provider,
      favorite: favourites.has(g.id),
    })
  // Everyone's card of a game is one object for the snapshot's life, so the routes can keep its
  // encoded JSON once (catalogue.routes.ts) rather than encode it again in every list it is in.
  const everyonesCards = new WeakMap<GameRow, GameCard>()
  const everyonesCard = (g: GameRow): GameCard => {
    let kept = everyonesCards.get(g)
    if (kept === undefined) {
      kept = card(NO_FAVOURITES)(g)
      everyonesCards.set(g, kept)
    }
    return kept
  }

  const catalogue: Catalogue = {
    ...inner,
    categories: async () => (await current()).categories,
    category: async (id) => (await current()).categoryById.get(id) ?? null,
    providers: async () => (await current()).providers,
    games: async (listing, viewerId, page, filter) => {
      if (listing.kind === 'favourites' || listing.kind === 'recent') return inner.games(listing, viewerId, page, filter)
      const snap = await current()
      const listed =
        listing.kind === 'all' ? snap.all : listing.kind === 'home' ? snap.home : (snap.byCategory.get(listing.categoryId) ?? [])
      const slugs = filter?.providers ?? []
      const rows = slugs.length === 0 ? listed : listed.filter((g) => slugs.includes(g.provider_slug))
      const shown = page ? rows.slice(page.offset, page.offset + page.limit) : rows
      return { games: shown.map(viewerId === null ? everyonesCard : card(await favouritesOf(viewerId))), total: rows.length }
    },
  }
  return {
    catalogue,
    snapshots: {
      version: async () => (await current()).version,
      close: async () => {
        snapshot = null
        await listener.stop()
      },
    },
  }
}
