import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { FEATURED_GAME_NAMES, SEED_CATEGORIES, SEED_GAMES, SEED_PROVIDERS, SEED_THEMES } from '../../../server/catalogue/seed-catalogue'

const PUBLIC_DIR = fileURLToPath(new URL('../../../public', import.meta.url))
const LISTINGS = ['home', 'favorite', 'recent']

const publicFileExists = (url: string) => url.startsWith('/images/') && existsSync(PUBLIC_DIR + url)
const duplicates = (values: readonly string[]) => values.filter((v, i) => values.indexOf(v) !== i)

describe('seed catalogue', () => {
  it('lists the categories in the order players read them: home first, then favorite and recently played', () => {
    const byPosition = [...SEED_CATEGORIES].sort((a, b) => a.position - b.position)
    expect(byPosition.map((c) => c.name)).toEqual([
      'Home',
      'Crash Games',
      'Video Poker',
      'Table',
      'Roulette',
      'Keno',
      'Fishing',
      'Slots',
      'Favorite',
      'Recently Played',
    ])
    expect(byPosition[0]?.slug).toBe('home')
    expect(byPosition.at(-1)?.slug).toBe('recent')
    expect(duplicates(SEED_CATEGORIES.map((c) => String(c.position)))).toEqual([])
  })

  it('has unique slugs and game ids', () => {
    expect(duplicates(SEED_CATEGORIES.map((c) => c.slug))).toEqual([])
    expect(duplicates(SEED_PROVIDERS.map((p) => p.slug))).toEqual([])
    expect(duplicates(SEED_GAMES.map((g) => g.slug))).toEqual([])
    expect(duplicates(SEED_GAMES.map((g) => g.gameId))).toEqual([])
  })

  it('points every logo and thumbnail at a file under public/', () => {
    const paths = [...SEED_CATEGORIES.map((c) => c.logo), ...SEED_PROVIDERS.map((p) => p.logo), ...SEED_GAMES.map((g) => g.thumbnail)]
    expect(paths.filter((p) => !publicFileExists(p))).toEqual([])
  })

  it('holds at least 64 games, slots the most, and games in every category except the listings', () => {
    expect(SEED_GAMES.length).toBeGreaterThanOrEqual(64)
    const counts = new Map<string, number>()
    for (const g of SEED_GAMES) counts.set(g.categorySlug, (counts.get(g.categorySlug) ?? 0) + 1)
    for (const c of SEED_CATEGORIES) {
      if (LISTINGS.includes(c.slug)) expect(counts.has(c.slug)).toBe(false)
      else expect(counts.get(c.slug) ?? 0).toBeGreaterThan(0)
    }
    const slots = counts.get('slots') ?? 0
    expect([...counts.values()].every((n) => n <= slots)).toBe(true)
  })

  it('refers only to known categories, providers and themes', () => {
    const categories = new Set(SEED_CATEGORIES.map((c) => c.slug))
    const providers = new Set(SEED_PROVIDERS.map((p) => p.slug))
    expect(SEED_GAMES.filter((g) => !categories.has(g.categorySlug))).toEqual([])
    expect(SEED_GAMES.filter((g) => !providers.has(g.providerSlug))).toEqual([])
    expect(SEED_GAMES.filter((g) => SEED_THEMES[g.theme] === undefined)).toEqual([])
  })

  it('has twelve providers, each with games', () => {
    expect(SEED_PROVIDERS).toHaveLength(12)
    for (const p of SEED_PROVIDERS) expect(SEED_GAMES.some((g) => g.providerSlug === p.slug)).toBe(true)
  })

  it('derives stable game ids and thumbnails from the slug, each thumbnail drawn', () => {
    for (const g of SEED_GAMES) {
      expect(g.gameId).toMatch(/^cf-[a-z]+-[a-z0-9-]+$/)
      expect(g.gameId.endsWith(`-${g.slug}`)).toBe(true)
      expect(g.thumbnail).toBe(`/images/games/${g.slug}.webp`)
      // The raster a card shows is drawn from the art's SVG (scripts/art/games.ts); both are served.
      expect(publicFileExists(g.thumbnail)).toBe(true)
      expect(publicFileExists(`/images/games/${g.slug}.svg`)).toBe(true)
    }
  })

  it('features exactly Myth, Egypt, Gladiator, Medieval and Plinko', () => {
    expect(
      SEED_GAMES.filter((g) => g.featured)
        .map((g) => g.name)
        .sort(),
    ).toEqual([...FEATURED_GAME_NAMES].sort())
    for (const name of ['Myth', 'Egypt', 'Gladiator', 'Medieval']) {
      expect(SEED_GAMES.find((g) => g.name === name)).toMatchObject({ categorySlug: 'slots', mechanic: 'slot' })
    }
    expect(SEED_GAMES.find((g) => g.name === 'Plinko')).toMatchObject({ categorySlug: 'crash-games', mechanic: 'plinko' })
  })

  it('plays crash games as crash (Plinko aside) and everything else as a slot', () => {
    for (const g of SEED_GAMES) {
      const expected = g.slug === 'plinko' ? 'plinko' : g.categorySlug === 'crash-games' ? 'crash' : 'slot'
      expect({ slug: g.slug, mechanic: g.mechanic }).toEqual({ slug: g.slug, mechanic: expected })
    }
  })

  it('marks about twelve games popular', () => {
    const popular = SEED_GAMES.filter((g) => g.popular)
    expect(popular.length).toBeGreaterThanOrEqual(10)
    expect(popular.length).toBeLessThanOrEqual(14)
  })
})
