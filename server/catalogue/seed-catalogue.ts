/**
 * The catalogue a fresh database is seeded with: categories, providers and games. Pure data; the
 * art under public/images is generated from it (scripts/art), so every path here names a file
 * that exists.
 */
import { PROVIDERS, type Provider } from '../../src/core/catalogue/providers'

/** What the built-in demo game provider plays for a game. */
export type GameMechanic = 'slot' | 'plinko' | 'crash'

export interface SeedCategory {
  readonly slug: string
  readonly name: string
  readonly logo: string
  readonly position: number
}

export type SeedProvider = Provider

export interface SeedGame {
  readonly gameId: string
  readonly slug: string
  readonly name: string
  readonly categorySlug: string
  readonly providerSlug: string
  readonly thumbnail: string
  readonly mechanic: GameMechanic
  /** Key into SEED_THEMES; the game page takes its colours from it. */
  readonly theme: string
  readonly featured: boolean
  readonly popular: boolean
}

/** Colours of a game theme, as CSS colours: a dark background, a lighter surface, an accent. */
export interface SeedTheme {
  readonly background: string
  readonly surface: string
  readonly accent: string
}

/** Home, Favorite and Recently Played are listings the server composes; no game belongs to them directly. */
export const SEED_CATEGORIES: readonly SeedCategory[] = [
  { slug: 'home', name: 'Home', logo: '/images/categories/home.webp', position: 1 },
  { slug: 'crash-games', name: 'Crash Games', logo: '/images/categories/crash-games.webp', position: 2 },
  { slug: 'video-poker', name: 'Video Poker', logo: '/images/categories/video-poker.webp', position: 3 },
  { slug: 'table', name: 'Table', logo: '/images/categories/table.webp', position: 4 },
  { slug: 'roulette', name: 'Roulette', logo: '/images/categories/roulette.webp', position: 5 },
  { slug: 'keno', name: 'Keno', logo: '/images/categories/keno.webp', position: 6 },
  { slug: 'fishing', name: 'Fishing', logo: '/images/categories/fishing.webp', position: 7 },
  { slug: 'slots', name: 'Slots', logo: '/images/categories/slots.webp', position: 8 },
  { slug: 'favorite', name: 'Favorite', logo: '/images/categories/favorite.webp', position: 9 },
  { slug: 'recent', name: 'Recently Played', logo: '/images/categories/recent.webp', position: 10 },
]

/** Invented studios; any likeness to a real company is unintended. */
export const SEED_PROVIDERS: readonly SeedProvider[] = PROVIDERS

export const FEATURED_GAME_NAMES = ['Myth', 'Egypt', 'Gladiator', 'Medieval', 'Plinko'] as const

export const SEED_THEMES: Readonly<Record<string, SeedTheme>> = {
  myth: { background: '#120d2e', surface: '#2c2470', accent: '#8fd3ff' },
  egypt: { background: '#0f1633', surface: '#23407a', accent: '#f3c24d' },
  gladiator: { background: '#230808', surface: '#6b1414', accent: '#e0a34a' },
  medieval: { background: '#0b1c14', surface: '#1f4a33', accent: '#d9c27a' },
  fruit: { background: '#2a0a1c', surface: '#7a1747', accent: '#ffd34d' },
  gems: { background: '#06172a', surface: '#0f4a6e', accent: '#6ff0ff' },
  dragon: { background: '#1e0606', surface: '#7a1a0c', accent: '#ffb02e' },
  pirate: { background: '#061a24', surface: '#124257', accent: '#f2c14e' },
  sevens: { background: '#1c0410', surface: '#5e0b2d', accent: '#ff4d6d' },
  bells: { background: '#0c1a10', surface: '#1d5030', accent: '#ffd45c' },
  aztec: { background: '#082019', surface: '#0f5a45', accent: '#f7b733' },
  western: { background: '#241305', surface: '#6b3a12', accent: '#f0c36a' },
  space: { background: '#070a22', surface: '#231b6b', accent: '#b18cff' },
  candy: { background: '#2a0a2a', surface: '#a13a8f', accent: '#ffb3e6' },
  samurai: { background: '#140707', surface: '#4a0f15', accent: '#ff5a4a' },
  halloween: { background: '#120a1e', surface: '#3b1d5c', accent: '#ff8a1f' },
  rainbow: { background: '#06200f', surface: '#136b35', accent: '#ffd23f' },
  phoenix: { background: '#1e0700', surface: '#8a2c00', accent: '#ffc247' },
  goldrush: { background: '#1a1206', surface: '#4f3616', accent: '#ffcf4a' },
  tiki: { background: '#0a1e10', surface: '#2d5b1c', accent: '#f5a142' },
  viking: { background: '#0a1520', surface: '#24405a', accent: '#c9d6e3' },
  neon: { background: '#0a0418', surface: '#2a0e52', accent: '#ff3fd1' },
  chilli: { background: '#220707', surface: '#8c1a12', accent: '#ffcc33' },
  clover: { background: '#04200f', surface: '#0d6a34', accent: '#9dff8a' },
  moon: { background: '#070d24', surface: '#1d2f6b', accent: '#c9d8ff' },
  crown: { background: '#1a0826', surface: '#4c1670', accent: '#ffd45c' },
  vault: { background: '#0c1116', surface: '#2b3540', accent: '#ffc93c' },
  lotus: { background: '#1a0a20', surface: '#5a2266', accent: '#ff9ed2' },
  hammer: { background: '#081224', surface: '#1b3a73', accent: '#7fe7ff' },
  frost: { background: '#06162a', surface: '#1b5a8c', accent: '#d6f5ff' },
  plinko: { background: '#0e0826', surface: '#32207a', accent: '#ff5fa8' },
  rocket: { background: '#060b1f', surface: '#17306b', accent: '#ff7a3d' },
  graph: { background: '#04160f', surface: '#0e4a33', accent: '#3dff9a' },
  comet: { background: '#0a0820', surface: '#2a1f66', accent: '#7cf3ff' },
  balloon: { background: '#0b1a33', surface: '#2a6bb0', accent: '#ff5c5c' },
  jet: { background: '#0a0f18', surface: '#2c3c52', accent: '#ffb23d' },
  paperplane: { background: '#06202a', surface: '#0f6170', accent: '#f5f5f5' },
  poker: { background: '#061a33', surface: '#0f3f80', accent: '#ffd45c' },
  deuces: { background: '#1a0633', surface: '#4b1a8c', accent: '#7dffb0' },
  joker: { background: '#200a2e', surface: '#6b1f7a', accent: '#ffd23f' },
  bonuspoker: { background: '#230a0a', surface: '#7a1f1f', accent: '#ffd45c' },
  aces: { background: '#08151c', surface: '#1d4754', accent: '#ffe08a' },
  tens: { background: '#0d1a0b', surface: '#2f5a25', accent: '#ffe28a' },
  blackjack: { background: '#03170e', surface: '#0b5a34', accent: '#ffd45c' },
  baccarat: { background: '#200513', surface: '#6b0f33', accent: '#ffd45c' },
  dice: { background: '#0a1020', surface: '#1d3a70', accent: '#ff4d4d' },
  sicbo: { background: '#200808', surface: '#7a1a1a', accent: '#ffd45c' },
  holdem: { background: '#04170f', surface: '#115a3a', accent: '#4dd2ff' },
  threecard: { background: '#12082a', surface: '#3a1f80', accent: '#ffd45c' },
  casinowar: { background: '#1a0e05', surface: '#5a3513', accent: '#e4e9f0' },
  roulette: { background: '#03140c', surface: '#0c4a2c', accent: '#ffd45c' },
  'roulette-us': { background: '#1a0505', surface: '#5a0f0f', accent: '#ffd45c' },
  'roulette-fr': { background: '#070f24', surface: '#1b2f6b', accent: '#ffd45c' },
  'roulette-mini': { background: '#0f0a24', surface: '#3a2a80', accent: '#7dffd6' },
  'roulette-neon': { background: '#08031a', surface: '#2a0a5a', accent: '#3df0ff' },
  keno: { background: '#0a0f2a', surface: '#23307a', accent: '#ffd45c' },
  'keno-blast': { background: '#220a05', surface: '#8a2a0a', accent: '#ffd23f' },
  'keno-lucky': { background: '#04200f', surface: '#0d6a34', accent: '#ffd45c' },
  'keno-cosmic': { background: '#08051f', surface: '#2c1470', accent: '#ff7ad9' },
  'keno-power': { background: '#0a0a1a', surface: '#1f2a5a', accent: '#ffe53d' },
  ocean: { background: '#021526', surface: '#075a80', accent: '#ffd45c' },
  deepsea: { background: '#020a1a', surface: '#0a2f5a', accent: '#5af0ff' },
  shark: { background: '#03121f', surface: '#0d3a5a', accent: '#ff5a5a' },
  koi: { background: '#041a22', surface: '#0d5560', accent: '#ffb347' },
  octopus: { background: '#140624', surface: '#4a1a6b', accent: '#ff7ab8' },
  crab: { background: '#021a22', surface: '#0a5a6b', accent: '#ff6a3d' },
}

/** Short category codes used in stable game ids ('cf-slots-myth'). */
const GAME_ID_PREFIX: Readonly<Record<string, string>> = {
  'crash-games': 'crash',
  'video-poker': 'vpoker',
}

export const SEED_GAMES: readonly SeedGame[] = [
  // Slots
  game('slots', 'myth', 'Myth', 'starfen', 'slot', 'myth', { featured: true }),
  game('slots', 'egypt', 'Egypt', 'brassmoon', 'slot', 'egypt', { featured: true }),
  game('slots', 'gladiator', 'Gladiator', 'ironpeak', 'slot', 'gladiator', { featured: true }),
  game('slots', 'medieval', 'Medieval', 'oakvault', 'slot', 'medieval', { featured: true }),
  game('slots', 'fruit-blast', 'Fruit Blast', 'copperfox', 'slot', 'fruit', { popular: true }),
  game('slots', 'diamond-rush', 'Diamond Rush', 'lumen-lynx', 'slot', 'gems', { popular: true }),
  game('slots', 'dragon-hoard', 'Dragon Hoard', 'ember-owl', 'slot', 'dragon', { popular: true }),
  game('slots', 'pirate-gold', 'Pirate Gold', 'tidecraft', 'slot', 'pirate', { popular: true }),
  game('slots', 'lucky-sevens', 'Lucky Sevens', 'starfen', 'slot', 'sevens', { popular: true }),
  game('slots', 'liberty-bells', 'Liberty Bells', 'brassmoon', 'slot', 'bells'),
  game('slots', 'aztec-sun', 'Aztec Sun', 'jadeloop', 'slot', 'aztec', { popular: true }),
  game('slots', 'sheriff-star', 'Sheriff Star', 'copperfox', 'slot', 'western'),
  game('slots', 'cosmic-rings', 'Cosmic Rings', 'velvet-comet', 'slot', 'space'),
  game('slots', 'candy-pop', 'Candy Pop', 'zephyr-nine', 'slot', 'candy'),
  game('slots', 'samurai-blade', 'Samurai Blade', 'quillstone', 'slot', 'samurai'),
  game('slots', 'pumpkin-night', 'Pumpkin Night', 'ember-owl', 'slot', 'halloween'),
  game('slots', 'rainbow-pot', 'Rainbow Pot', 'oakvault', 'slot', 'rainbow'),
  game('slots', 'phoenix-rise', 'Phoenix Rise', 'velvet-comet', 'slot', 'phoenix'),
  game('slots', 'gold-rush', 'Gold Rush', 'ironpeak', 'slot', 'goldrush'),
  game('slots', 'tiki-idol', 'Tiki Idol', 'jadeloop', 'slot', 'tiki'),
  game('slots', 'viking-shield', 'Viking Shield', 'ironpeak', 'slot', 'viking'),
  game('slots', 'neon-nights', 'Neon Nights', 'zephyr-nine', 'slot', 'neon'),
  game('slots', 'chilli-fiesta', 'Chilli Fiesta', 'copperfox', 'slot', 'chilli'),
  game('slots', 'lucky-clover', 'Lucky Clover', 'oakvault', 'slot', 'clover'),
  game('slots', 'crystal-moon', 'Crystal Moon', 'brassmoon', 'slot', 'moon'),
  game('slots', 'royal-crown', 'Royal Crown', 'starfen', 'slot', 'crown'),
  game('slots', 'treasure-vault', 'Treasure Vault', 'oakvault', 'slot', 'vault'),
  game('slots', 'lotus-garden', 'Lotus Garden', 'jadeloop', 'slot', 'lotus'),
  game('slots', 'thunder-hammer', 'Thunder Hammer', 'quillstone', 'slot', 'hammer'),
  game('slots', 'frozen-fortune', 'Frozen Fortune', 'tidecraft', 'slot', 'frost'),
  // Crash games
  game('crash-games', 'plinko', 'Plinko', 'zephyr-nine', 'plinko', 'plinko', { featured: true }),
  game('crash-games', 'rocket-rush', 'Rocket Rush', 'velvet-comet', 'crash', 'rocket', { popular: true }),
  game('crash-games', 'bull-run', 'Bull Run', 'lumen-lynx', 'crash', 'graph'),
  game('crash-games', 'comet-crash', 'Comet Crash', 'velvet-comet', 'crash', 'comet'),
  game('crash-games', 'sky-balloon', 'Sky Balloon', 'zephyr-nine', 'crash', 'balloon'),
  game('crash-games', 'turbo-jet', 'Turbo Jet', 'ironpeak', 'crash', 'jet'),
  game('crash-games', 'paper-plane', 'Paper Plane', 'quillstone', 'crash', 'paperplane'),
  // Video poker
  game('video-poker', 'jacks-or-better', 'Jacks or Better', 'lumen-lynx', 'slot', 'poker', { popular: true }),
  game('video-poker', 'deuces-wild', 'Deuces Wild', 'starfen', 'slot', 'deuces'),
  game('video-poker', 'joker-poker', 'Joker Poker', 'ember-owl', 'slot', 'joker'),
  game('video-poker', 'double-bonus-poker', 'Double Bonus Poker', 'brassmoon', 'slot', 'bonuspoker'),
  game('video-poker', 'aces-and-faces', 'Aces and Faces', 'lumen-lynx', 'slot', 'aces'),
  game('video-poker', 'tens-or-better', 'Tens or Better', 'quillstone', 'slot', 'tens'),
  // Table
  game('table', 'blackjack', 'Blackjack', 'lumen-lynx', 'slot', 'blackjack', { popular: true }),
  game('table', 'baccarat', 'Baccarat', 'brassmoon', 'slot', 'baccarat'),
  game('table', 'dice-duel', 'Dice Duel', 'copperfox', 'slot', 'dice'),
  game('table', 'sic-bo', 'Sic Bo', 'jadeloop', 'slot', 'sicbo'),
  game('table', 'casino-holdem', "Casino Hold'em", 'starfen', 'slot', 'holdem'),
  game('table', 'three-card-poker', 'Three Card Poker', 'ember-owl', 'slot', 'threecard'),
  game('table', 'casino-war', 'Casino War', 'ironpeak', 'slot', 'casinowar'),
  // Roulette
  game('roulette', 'european-roulette', 'European Roulette', 'lumen-lynx', 'slot', 'roulette', { popular: true }),
  game('roulette', 'american-roulette', 'American Roulette', 'copperfox', 'slot', 'roulette-us'),
  game('roulette', 'french-roulette', 'French Roulette', 'quillstone', 'slot', 'roulette-fr'),
  game('roulette', 'mini-roulette', 'Mini Roulette', 'zephyr-nine', 'slot', 'roulette-mini'),
  game('roulette', 'neon-roulette', 'Neon Roulette', 'velvet-comet', 'slot', 'roulette-neon'),
  // Keno
  game('keno', 'classic-keno', 'Classic Keno', 'oakvault', 'slot', 'keno', { popular: true }),
  game('keno', 'keno-blast', 'Keno Blast', 'ember-owl', 'slot', 'keno-blast'),
  game('keno', 'lucky-keno', 'Lucky Keno', 'jadeloop', 'slot', 'keno-lucky'),
  game('keno', 'cosmic-keno', 'Cosmic Keno', 'velvet-comet', 'slot', 'keno-cosmic'),
  game('keno', 'power-keno', 'Power Keno', 'starfen', 'slot', 'keno-power'),
  // Fishing
  game('fishing', 'fish-hunter', 'Fish Hunter', 'tidecraft', 'slot', 'ocean'),
  game('fishing', 'deep-sea-catch', 'Deep Sea Catch', 'tidecraft', 'slot', 'deepsea'),
  game('fishing', 'shark-frenzy', 'Shark Frenzy', 'ironpeak', 'slot', 'shark'),
  game('fishing', 'golden-koi', 'Golden Koi', 'jadeloop', 'slot', 'koi', { popular: true }),
  game('fishing', 'octo-reef', 'Octo Reef', 'tidecraft', 'slot', 'octopus'),
  game('fishing', 'crab-harbor', 'Crab Harbor', 'copperfox', 'slot', 'crab'),
]

function game(
  categorySlug: string,
  slug: string,
  name: string,
  providerSlug: string,
  mechanic: GameMechanic,
  theme: string,
  flags: { readonly featured?: boolean; readonly popular?: boolean } = {},
): SeedGame {
  return {
    gameId: `cf-${GAME_ID_PREFIX[categorySlug] ?? categorySlug}-${slug}`,
    slug,
    name,
    categorySlug,
    providerSlug,
    thumbnail: `/images/games/${slug}.webp`,
    mechanic,
    theme,
    featured: flags.featured ?? false,
    popular: flags.popular ?? false,
  }
}
