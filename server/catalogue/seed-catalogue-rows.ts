import type { Db } from '../db/database'
import { SEED_CATEGORIES, SEED_GAMES, SEED_PROVIDERS, type SeedGame } from './seed-catalogue'

/**
 * Writes games by their public game_id, resolving category and provider slugs to ids. Existing
 * rows take the seed's values, so fixing a name in seed-catalogue.ts reaches every database.
 */
export async function upsertGames(db: Db, games: readonly SeedGame[]): Promise<void> {
  if (games.length === 0) return
  const categories = new Map((await db.selectFrom('categories').select(['id', 'slug']).execute()).map((r) => [r.slug, r.id]))
  const providers = new Map((await db.selectFrom('providers').select(['id', 'slug']).execute()).map((r) => [r.slug, r.id]))
  const idOf = (map: Map<string, number>, slug: string, what: string) => {
    const id = map.get(slug)
    if (id === undefined) throw new Error(`Seed game refers to unknown ${what} '${slug}'`)
    return id
  }
  const rows = games.map((g) => ({
    game_id: g.gameId,
    slug: g.slug,
    name: g.name,
    thumbnail: g.thumbnail,
    category_id: idOf(categories, g.categorySlug, 'category'),
    provider_id: idOf(providers, g.providerSlug, 'provider'),
    mechanic: g.mechanic,
    theme: g.theme,
    featured: g.featured,
    popular: g.popular,
  }))
  await db
    .insertInto('games')
    .values(rows)
    .onConflict((oc) =>
      oc.column('game_id').doUpdateSet((eb) => ({
        slug: eb.ref('excluded.slug'),
        name: eb.ref('excluded.name'),
        thumbnail: eb.ref('excluded.thumbnail'),
        category_id: eb.ref('excluded.category_id'),
        provider_id: eb.ref('excluded.provider_id'),
        mechanic: eb.ref('excluded.mechanic'),
        theme: eb.ref('excluded.theme'),
        featured: eb.ref('excluded.featured'),
        popular: eb.ref('excluded.popular'),
      })),
    )
    .execute()
}

/** Brings the catalogue in line with seed-catalogue.ts; idempotent, run at every start. */
export async function seedCatalogue(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('categories')
      .values(SEED_CATEGORIES.map((c) => ({ slug: c.slug, name: c.name, logo: c.logo, position: c.position })))
      .onConflict((oc) =>
        oc.column('slug').doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          logo: eb.ref('excluded.logo'),
          position: eb.ref('excluded.position'),
        })),
      )
      .execute()
    await trx
      .insertInto('providers')
      .values(SEED_PROVIDERS.map((p) => ({ slug: p.slug, name: p.name, logo: p.logo })))
      .onConflict((oc) => oc.column('slug').doUpdateSet((eb) => ({ name: eb.ref('excluded.name'), logo: eb.ref('excluded.logo') })))
      .execute()
    await upsertGames(trx, SEED_GAMES)
  })
}
