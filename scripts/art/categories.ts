import { GOLD } from './lib/palette'
import { saveWebp } from './lib/raster'
import { el, g, linear, save, star, svg } from './lib/svg'

/** Category logos: 48x48 gold glyphs with dark cut-outs, for the sidebar and filter on dark backgrounds. */
const CUT = '#1b1530'
const defs = linear('g', [
  [0, GOLD[100]],
  [0.5, GOLD[300]],
  [1, GOLD[700]],
])
const fill = 'url(#g)'
const p = (d: string, extra: Record<string, string | number> = {}) => el('path', { d, fill, ...extra })
const cut = (d: string, w = 2.5) =>
  el('path', { d, fill: 'none', stroke: CUT, 'stroke-width': w, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' })

/** A 48x48 logo; `defs` replaces the gold gradient when it has colours of its own. */
interface Logo {
  readonly title: string
  readonly body: string
  readonly defs?: string
}

const ICONS: Record<string, Logo> = {
  home: {
    title: 'Home',
    body:
      p('M24 5L44 22H39V42H28V30H20V42H9V22H4Z', { 'stroke-linejoin': 'round' }) + el('rect', { x: 33, y: 7, width: 5, height: 9, fill }),
  },
  'crash-games': {
    title: 'Crash Games',
    body: g(
      { transform: 'rotate(45 24 24) translate(24 25) scale(1.05) translate(-24 -24)' },
      p('M24 1C29 5 32 16 30 30H18C16 16 19 5 24 1Z'),
      p('M18 22L12 32L18 31ZM30 22L36 32L30 31Z'),
      el('circle', { cx: 24, cy: 16, r: 3.5, fill: CUT }),
      el('path', { d: 'M20 33C20 38 22 42 24 45C26 42 28 38 28 33Z', fill: '#ff8a3d' }),
    ),
  },
  'video-poker': {
    title: 'Video Poker',
    body:
      el('rect', { x: 4, y: 6, width: 40, height: 28, rx: 4, fill }) +
      el('rect', { x: 8, y: 10, width: 32, height: 20, rx: 2, fill: CUT }) +
      el('path', { d: 'M24 13C27 17 31 19 31 22C31 25 28 26 26 24L27 27H21L22 24C20 26 17 25 17 22C17 19 21 17 24 13Z', fill }) +
      p('M16 38H32L34 43H14Z'),
  },
  table: {
    title: 'Table',
    body:
      el('circle', { cx: 24, cy: 24, r: 20, fill }) +
      el('circle', { cx: 24, cy: 24, r: 16, fill: 'none', stroke: CUT, 'stroke-width': 5, 'stroke-dasharray': '6.3 6.3' }) +
      el('circle', { cx: 24, cy: 24, r: 10, fill: CUT }) +
      el('path', { d: star(24, 24, 7, 3), fill }),
  },
  roulette: {
    title: 'Roulette',
    body:
      el('circle', { cx: 24, cy: 24, r: 20, fill }) +
      el('circle', { cx: 24, cy: 24, r: 14.5, fill: 'none', stroke: CUT, 'stroke-width': 6, 'stroke-dasharray': '3.8 3.8' }) +
      el('circle', { cx: 24, cy: 24, r: 6, fill: CUT }) +
      cut('M24 14V34M14 24H34', 2) +
      el('circle', { cx: 24, cy: 24, r: 3, fill }),
  },
  keno: {
    title: 'Keno',
    body:
      el('rect', { x: 5, y: 5, width: 38, height: 38, rx: 7, fill }) +
      [0, 1, 2, 3, 4, 5, 6, 7, 8]
        .map((i) => {
          const x = 14 + (i % 3) * 10
          const y = 14 + Math.floor(i / 3) * 10
          return (
            el('circle', { cx: x, cy: y, r: 3.8, fill: CUT }) +
            ([1, 3, 8].includes(i) ? el('circle', { cx: x, cy: y, r: 2.2, fill: '#ff4157' }) : '')
          )
        })
        .join(''),
  },
  fishing: {
    title: 'Fishing',
    body:
      p('M4 24C10 14 22 10 32 14C37 16 41 20 44 24C41 28 37 32 32 34C22 38 10 34 4 24Z') +
      p('M10 24L2 16V32Z') +
      el('circle', { cx: 34, cy: 22, r: 2.5, fill: CUT }) +
      cut('M26 16Q22 24 26 32', 2),
  },
  slots: {
    title: 'Slots',
    body:
      el('rect', { x: 3, y: 8, width: 36, height: 34, rx: 5, fill }) +
      el('rect', { x: 7, y: 15, width: 28, height: 16, rx: 2, fill: CUT }) +
      cut('M16.3 15V31M25.6 15V31', 1.5) +
      el('path', {
        d: 'M9 19H14L11 27M18.5 19H23.5L20.5 27M28 19H33L30 27',
        fill: 'none',
        stroke: '#ff4157',
        'stroke-width': 2,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      }) +
      el('rect', { x: 9, y: 34, width: 24, height: 4, rx: 2, fill: CUT }) +
      el('path', {
        d: 'M39 30H43V12',
        fill: 'none',
        stroke: fill,
        'stroke-width': 2.5,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      }) +
      el('circle', { cx: 43, cy: 9, r: 4, fill: '#ff4157' }),
  },
  // Blue, not gold: a listing of the player's own, beside Favorite.
  recent: {
    title: 'Recently Played',
    defs: linear('g', [
      [0, '#a6f0ff'],
      [0.5, '#4dc8ff'],
      [1, '#1270c4'],
    ]),
    body:
      el('path', { d: 'M24 6A18 18 0 1 1 7.4 17.1', fill: 'none', stroke: fill, 'stroke-width': 5, 'stroke-linecap': 'round' }) +
      el('path', { d: 'M3 8L8.8 19.6L17.6 12.2Z', fill: '#4dc8ff' }) +
      el('circle', { cx: 24, cy: 24, r: 11, fill }) +
      el('path', {
        d: 'M24 17V24L29 27',
        fill: 'none',
        stroke: '#0b2440',
        'stroke-width': 3,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      }),
  },
  favorite: {
    title: 'Favorite',
    body:
      p('M24 42C12 33 4 26 4 17C4 10 9 6 15 6C19 6 22 8 24 12C26 8 29 6 33 6C39 6 44 10 44 17C44 26 36 33 24 42Z') +
      el('path', {
        d: 'M11 15C11 12 13 10 16 10',
        stroke: '#fff',
        'stroke-opacity': 0.7,
        'stroke-width': 2.5,
        fill: 'none',
        'stroke-linecap': 'round',
      }),
  },
}

/** The lobby filter's items that are not categories, in the same hand. */
const FILTER_ICONS: Record<string, Logo> = {
  profile: {
    title: 'Profile',
    body:
      el('circle', { cx: 24, cy: 15, r: 10, fill }) +
      p('M5 43C5 32 13 26 24 26C35 26 43 32 43 43Z') +
      el('path', {
        d: 'M18 11C19 9 21 8 23 8',
        stroke: '#fff',
        'stroke-opacity': 0.7,
        'stroke-width': 2.5,
        fill: 'none',
        'stroke-linecap': 'round',
      }),
  },
  'top-picks': {
    title: 'Top Picks',
    body:
      p('M24 4L29.6 16.6L43 18L32.9 27.2L35.8 40.6L24 33.6L12.2 40.6L15.1 27.2L5 18L18.4 16.6Z', {
        stroke: GOLD[700],
        'stroke-width': 1,
        'stroke-linejoin': 'round',
      }) +
      el('path', { d: 'M24 11L27 18.2', stroke: '#fff', 'stroke-opacity': 0.7, 'stroke-width': 2.5, 'stroke-linecap': 'round' }) +
      el('path', { d: 'M41 4V10M38 7H44', stroke: GOLD[100], 'stroke-width': 2, 'stroke-linecap': 'round' }) +
      el('circle', { cx: 7, cy: 40, r: 2, fill: GOLD[300] }),
  },
  games: {
    title: 'Games',
    body:
      [
        [5, 5],
        [26, 5],
        [5, 26],
        [26, 26],
      ]
        .map(([x, y]) => el('rect', { x, y, width: 17, height: 17, rx: 4, fill }))
        .join('') +
      el('circle', { cx: 13.5, cy: 13.5, r: 3, fill: CUT }) +
      el('circle', { cx: 30, cy: 9.5, r: 2.2, fill: CUT }) +
      el('circle', { cx: 39, cy: 18, r: 2.2, fill: CUT }) +
      el('path', { d: 'M10 39L13.5 30L17 39Z', fill: '#ff4157' }) +
      el('path', {
        d: 'M34.5 29.5C36.5 29.5 38.5 31 38.5 34.5C38.5 37 36.5 39.5 34.5 39.5C32.5 39.5 30.5 37 30.5 34.5C30.5 31 32.5 29.5 34.5 29.5Z',
        fill: CUT,
      }),
  },
  settings: {
    title: 'Settings',
    body:
      p(
        'M20.5 4H27.5L28.6 9.6A15 15 0 0 1 32.6 11.9L38 10L41.5 16.1L37.2 19.9A15 15 0 0 1 37.2 28.1L41.5 31.9L38 38L32.6 36.1A15 15 0 0 1 28.6 38.4L27.5 44H20.5L19.4 38.4A15 15 0 0 1 15.4 36.1L10 38L6.5 31.9L10.8 28.1A15 15 0 0 1 10.8 19.9L6.5 16.1L10 10L15.4 11.9A15 15 0 0 1 19.4 9.6Z',
        { 'stroke-linejoin': 'round' },
      ) +
      el('circle', { cx: 24, cy: 24, r: 7, fill: CUT }) +
      el('circle', { cx: 24, cy: 24, r: 3, fill: GOLD[300] }),
  },
}

// Pages show the WebP (twice the largest size they show it at, the category page's 56 px): an SVG
// image is a document of its own, parsed, laid out and painted on the main thread (issue 27).
const drawn = [
  ...Object.entries(ICONS).map(([slug, icon]) => [`categories/${slug}`, icon] as const),
  ...Object.entries(FILTER_ICONS).map(([slug, icon]) => [`filters/${slug}`, icon] as const),
]
for (const [name, icon] of drawn) {
  const art = svg({ w: 48, h: 48, title: icon.title, defs: icon.defs ?? defs }, icon.body)
  save(`${name}.svg`, art)
  await saveWebp(`${name}.webp`, art, 112)
}
