import { SEED_CATEGORIES, SEED_GAMES, SEED_THEMES, type SeedGame, type SeedTheme } from '../../server/catalogue/seed-catalogue'
import { darken, lighten } from './lib/color'
import * as slots from './lib/emblems-slots'
import * as other from './lib/emblems-other'
import type { Emblem } from './lib/emblems-slots'
import { FONT_DISPLAY, FONT_SANS, GOLD } from './lib/palette'
import { symbolDefs } from './lib/symbols'
import { suitDefs } from './lib/parts'
import { el, esc, g, linear, radial, rays, rng, save, star, svg } from './lib/svg'
import { saveWebp } from './lib/raster'

const EMBLEMS: Record<string, Emblem> = {
  myth: slots.myth,
  egypt: slots.egypt,
  gladiator: slots.gladiator,
  medieval: slots.medieval,
  fruit: slots.fruit,
  gems: slots.gems,
  dragon: slots.dragon,
  pirate: slots.pirate,
  sevens: slots.sevens,
  bells: slots.bells,
  aztec: slots.aztec,
  western: slots.western,
  space: slots.space,
  candy: slots.candy,
  samurai: slots.samurai,
  halloween: slots.halloween,
  rainbow: slots.rainbow,
  phoenix: slots.phoenix,
  goldrush: slots.goldrush,
  tiki: slots.tiki,
  viking: slots.viking,
  neon: slots.neon,
  chilli: slots.chilli,
  clover: slots.clover,
  moon: slots.moon,
  crown: slots.crown,
  vault: slots.vault,
  lotus: slots.lotus,
  hammer: slots.hammer,
  frost: slots.frost,
  plinko: other.plinko,
  rocket: other.rocket,
  graph: other.graph,
  comet: other.comet,
  balloon: other.balloon,
  jet: other.jet,
  paperplane: other.paperplane,
  poker: other.poker,
  deuces: other.deuces,
  joker: other.joker,
  bonuspoker: other.bonuspoker,
  aces: other.aces,
  tens: other.tens,
  blackjack: other.blackjack,
  baccarat: other.baccarat,
  dice: other.dice,
  sicbo: other.sicbo,
  holdem: other.holdem,
  threecard: other.threecard,
  casinowar: other.casinowar,
  roulette: other.roulette,
  'roulette-us': other.rouletteUs,
  'roulette-fr': other.rouletteFr,
  'roulette-mini': other.rouletteMini,
  'roulette-neon': other.rouletteNeon,
  keno: other.keno,
  'keno-blast': other.kenoBlast,
  'keno-lucky': other.kenoLucky,
  'keno-cosmic': other.kenoCosmic,
  'keno-power': other.kenoPower,
  ocean: other.ocean,
  deepsea: other.deepsea,
  shark: other.shark,
  koi: other.koi,
  octopus: other.octopus,
  crab: other.crab,
}

const W = 300
const H = 400
const CX = 150
const CY = 168

/** Defs a thumbnail needs; optional ones are added only when the emblem refers to them. */
const defsFor = (t: SeedTheme, body: string) => {
  let d =
    radial(
      'bg',
      [
        [0, lighten(t.surface, 0.12)],
        [0.55, t.surface],
        [1, t.background],
      ],
      0.5,
      0.4,
      0.75,
    ) +
    radial(
      'rf',
      [
        [0, t.accent, 0.22],
        [1, t.accent, 0],
      ],
      CX,
      CY,
      190,
      { gradientUnits: 'userSpaceOnUse' },
    ) +
    linear('ft', [
      [0, t.background, 0],
      [0.55, t.background, 0.85],
      [1, t.background, 0.95],
    ]) +
    linear('gd', [
      [0, GOLD[50]],
      [0.45, GOLD[300]],
      [1, GOLD[700]],
    ]) +
    linear('tx', [
      [0, '#fffbe8'],
      [0.5, GOLD[300]],
      [1, GOLD[500]],
    ]) +
    linear(
      'fr',
      [
        [0, GOLD[300]],
        [0.5, GOLD[700], 0.4],
        [1, GOLD[300]],
      ],
      0,
      0,
      1,
      1,
    )
  if (body.includes('url(#mt)'))
    d += linear('mt', [
      [0, '#ffffff'],
      [0.5, '#c8cfd8'],
      [1, '#7a8494'],
    ])
  if (body.includes('url(#ac)'))
    d += linear('ac', [
      [0, lighten(t.accent, 0.45)],
      [0.5, t.accent],
      [1, darken(t.accent, 0.35)],
    ])
  if (body.includes('url(#glowc)'))
    d += radial('glowc', [
      [0, '#fff', 0.55],
      [1, '#fff', 0],
    ])
  if (body.includes('url(#shade)'))
    d += radial(
      'shade',
      [
        [0, '#fff', 0.25],
        [0.6, '#fff', 0],
        [1, '#000', 0.45],
      ],
      0.38,
      0.32,
      0.75,
    )
  if (body.includes('url(#cone)'))
    d += radial('cone', [
      [0, '#e8c27a'],
      [0.6, '#9a6a2a'],
      [1, '#5a3812'],
    ])
  if (body.includes('url(#s-')) d += symbolDefs
  d += suitDefs(body)
  if (body.includes('url(#neon)'))
    d += el(
      'filter',
      { id: 'neon', x: '-20%', y: '-20%', width: '140%', height: '140%' },
      el('feGaussianBlur', { stdDeviation: 4, result: 'b' }),
      el('feMerge', {}, el('feMergeNode', { in: 'b' }), el('feMergeNode', { in: 'SourceGraphic' })),
    )
  return d
}

/** Splits long names onto two lines at the space nearest the middle. */
const lines = (name: string): string[] => {
  if (name.length <= 13 || !name.includes(' ')) return [name]
  const mid = name.length / 2
  let best = -1
  for (let i = 0; i < name.length; i++) if (name[i] === ' ' && (best < 0 || Math.abs(i - mid) < Math.abs(best - mid))) best = i
  return [name.slice(0, best), name.slice(best + 1)]
}

const title = (name: string, t: SeedTheme) => {
  const ls = lines(name.toUpperCase())
  const size = ls.length > 1 ? 30 : name.length <= 7 ? 44 : 34
  const base = ls.length > 1 ? 328 : 346
  return ls
    .map((l, i) => {
      // Arial Black runs ~0.78em a capital; squeeze only when the line would overflow the card.
      const estimate = l.length * size * 0.78
      return el(
        'text',
        {
          x: CX,
          y: base + i * (size + 4),
          'text-anchor': 'middle',
          'font-family': FONT_DISPLAY,
          'font-weight': 900,
          'font-size': size,
          fill: 'url(#tx)',
          stroke: darken(t.background, 0.3),
          'stroke-width': 6,
          'stroke-linejoin': 'round',
          'paint-order': 'stroke',
          textLength: estimate > 262 ? 262 : undefined,
          lengthAdjust: estimate > 262 ? 'spacingAndGlyphs' : undefined,
        },
        esc(l),
      )
    })
    .join('')
}

const categoryName = (slug: string) => SEED_CATEGORIES.find((c) => c.slug === slug)?.name ?? slug

const thumbnail = (game: SeedGame) => {
  const t = SEED_THEMES[game.theme]
  const emblem = EMBLEMS[game.theme]
  if (!t || !emblem) throw new Error(`no theme art for ${game.theme}`)
  const r = rng(game.slug.length * 7919 + game.slug.charCodeAt(0))
  let dust = ''
  for (let i = 0; i < 9; i++) dust += star(16 + r() * 268, 40 + r() * 230, 2 + r() * 3.5, 0.6, 4, 0)
  const art = g({ transform: `translate(${CX} ${CY}) scale(.98)` }, emblem(t))
  const label = categoryName(game.categorySlug).toUpperCase()
  const body = [
    el('rect', { width: W, height: H, fill: 'url(#bg)' }),
    el('path', { d: rays(CX, CY, 260, 20, 0.5, 4), fill: 'url(#rf)' }),
    el('path', { d: dust, fill: '#fff', opacity: 0.5 }),
    art,
    el('rect', { y: 250, width: W, height: 150, fill: 'url(#ft)' }),
    title(game.name, t),
    el('rect', {
      x: CX - label.length * 4.4 - 12,
      y: 14,
      width: label.length * 8.8 + 24,
      height: 22,
      rx: 11,
      fill: darken(t.background, 0.3),
      'fill-opacity': 0.7,
      stroke: t.accent,
      'stroke-opacity': 0.6,
    }),
    el(
      'text',
      {
        x: CX,
        y: 29.5,
        'text-anchor': 'middle',
        'font-family': FONT_SANS,
        'font-weight': 700,
        'font-size': 11,
        'letter-spacing': 1.6,
        fill: lighten(t.accent, 0.3),
      },
      esc(label),
    ),
    el('rect', { x: 5, y: 5, width: W - 10, height: H - 10, rx: 16, fill: 'none', stroke: 'url(#fr)', 'stroke-width': 2 }),
  ].join('')
  return svg({ w: W, h: H, title: game.name, defs: defsFor(t, body) }, body)
}

let total = 0
let rasters = 0
let largest = { slug: '', size: 0 }
for (const game of SEED_GAMES) {
  const art = thumbnail(game)
  const size = save(`games/${game.slug}.svg`, art)
  // The catalogue points at the WebP; the SVG stays as the source it is drawn from.
  rasters += await saveWebp(`games/${game.slug}.webp`, art, W)
  total += size
  if (size > largest.size) largest = { slug: game.slug, size }
}
console.log(
  `${SEED_GAMES.length} thumbnails, ${(total / 1024).toFixed(1)} KB of SVG (largest ${largest.slug} ${(largest.size / 1024).toFixed(1)} KB), ${(rasters / 1024).toFixed(1)} KB of WebP`,
)
