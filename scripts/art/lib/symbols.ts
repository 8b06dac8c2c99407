import { GOLD } from './palette'
import { el, g, linear, radial, star } from './svg'

/**
 * Slot-reel symbols, each drawn in a 100x100 box centred on 0,0. They use the gradients in
 * symbolDefs (ids prefixed "s-"), so a file that draws symbols must include symbolDefs once.
 */
export const symbolDefs =
  radial(
    's-red',
    [
      [0, '#ff8a8a'],
      [0.5, '#e0202f'],
      [1, '#7a0010'],
    ],
    0.35,
    0.3,
    0.75,
  ) +
  linear('s-gold', [
    [0, GOLD[50]],
    [0.4, GOLD[300]],
    [1, GOLD[700]],
  ]) +
  linear('s-seven', [
    [0, '#ff5a5a'],
    [0.55, '#d3102a'],
    [1, '#80001a'],
  ]) +
  linear(
    's-gem',
    [
      [0, '#c9f6ff'],
      [0.5, '#38c7ff'],
      [1, '#1150c9'],
    ],
    0,
    0,
    1,
    1,
  ) +
  radial(
    's-lemon',
    [
      [0, '#fff7a8'],
      [0.6, '#ffd92e'],
      [1, '#d19a00'],
    ],
    0.35,
    0.3,
    0.8,
  ) +
  radial(
    's-grape',
    [
      [0, '#d8a6ff'],
      [0.6, '#8a35e0'],
      [1, '#4b0f8a'],
    ],
    0.35,
    0.3,
    0.8,
  ) +
  linear('s-leaf', [
    [0, '#8df07a'],
    [1, '#1f8a2e'],
  ])

const shine = (cx: number, cy: number, rx: number, ry: number, rot = -30) =>
  el('ellipse', { cx, cy, rx, ry, fill: '#fff', opacity: 0.55, transform: `rotate(${rot} ${cx} ${cy})` })

export const cherry = () =>
  el('path', {
    d: 'M-18 10C-14-14 0-30 18-38M16 8C14-12 14-26 18-38',
    stroke: '#3f7d1f',
    'stroke-width': 4.5,
    fill: 'none',
    'stroke-linecap': 'round',
  }) +
  el('path', { d: 'M18-38C26-44 40-40 42-30C32-26 22-30 18-38Z', fill: 'url(#s-leaf)' }) +
  el('circle', { cx: -18, cy: 20, r: 19, fill: 'url(#s-red)', stroke: '#5a000c', 'stroke-width': 1.5 }) +
  el('circle', { cx: 16, cy: 22, r: 19, fill: 'url(#s-red)', stroke: '#5a000c', 'stroke-width': 1.5 }) +
  shine(-24, 13, 6, 3.5) +
  shine(10, 15, 6, 3.5)

export const seven = () => {
  const d = 'M-28-38H30V-26C12-8 2 12-2 40H-22C-18 14-6-8 8-22H-28Z'
  return (
    el('path', { d, fill: 'url(#s-seven)', stroke: GOLD[300], 'stroke-width': 5, 'stroke-linejoin': 'round' }) +
    el('path', { d: 'M-22-32H22', stroke: '#fff', 'stroke-opacity': 0.5, 'stroke-width': 3, 'stroke-linecap': 'round' })
  )
}

export const bell = () =>
  el('path', {
    d: 'M0-40C6-40 8-36 8-33C22-29 28-14 28 4C28 18 32 24 38 28V34H-38V28C-32 24-28 18-28 4C-28-14-22-29-8-33C-8-36-6-40 0-40Z',
    fill: 'url(#s-gold)',
    stroke: GOLD[900],
    'stroke-width': 2,
  }) +
  el('circle', { cx: 0, cy: 38, r: 8, fill: GOLD[700], stroke: GOLD[900], 'stroke-width': 2 }) +
  el('path', {
    d: 'M-16-20C-20-10-20 4-20 12',
    stroke: '#fff',
    'stroke-opacity': 0.6,
    'stroke-width': 5,
    fill: 'none',
    'stroke-linecap': 'round',
  })

export const bar = () =>
  el('rect', { x: -40, y: -18, width: 80, height: 36, rx: 6, fill: '#151515', stroke: GOLD[300], 'stroke-width': 4 }) +
  el(
    'text',
    {
      x: 0,
      y: 10,
      'text-anchor': 'middle',
      'font-family': "'Arial Black','Liberation Sans',Arial,sans-serif",
      'font-weight': 900,
      'font-size': 27,
      fill: GOLD[300],
    },
    'BAR',
  )

export const gem = () =>
  el('path', {
    d: 'M-40-12L-22-34H22L40-12L0 40Z',
    fill: 'url(#s-gem)',
    stroke: '#0b3a8c',
    'stroke-width': 2,
    'stroke-linejoin': 'round',
  }) +
  el('path', {
    d: 'M-40-12H40M-22-34L-12-12L0-34L12-12L22-34M-12-12L0 40L12-12',
    stroke: '#e8fbff',
    'stroke-opacity': 0.75,
    'stroke-width': 1.8,
    fill: 'none',
    'stroke-linejoin': 'round',
  }) +
  el('path', { d: 'M-22-34L-12-12H-40Z', fill: '#fff', opacity: 0.45 })

export const starSym = () =>
  el('path', { d: star(0, 2, 42, 18), fill: 'url(#s-gold)', stroke: GOLD[900], 'stroke-width': 2, 'stroke-linejoin': 'round' }) +
  el('path', { d: star(0, 2, 26, 11), fill: '#fff', opacity: 0.25 })

export const lemon = () =>
  el('ellipse', { rx: 36, ry: 27, fill: 'url(#s-lemon)', stroke: '#9a6b00', 'stroke-width': 1.5, transform: 'rotate(-20)' }) +
  el('path', { d: 'M-36 12L-44 16M36-12L44-16', stroke: '#c48a00', 'stroke-width': 6, 'stroke-linecap': 'round' }) +
  shine(-12, -10, 12, 5, -20)

export const grapes = () => {
  const pts: [number, number][] = [
    [-20, -16],
    [0, -18],
    [20, -16],
    [-10, 0],
    [10, 0],
    [-20, 14],
    [0, 16],
    [20, 14],
    [-10, 30],
    [10, 30],
    [0, 44],
  ]
  return (
    el('path', { d: 'M0-28C0-36 4-42 10-46', stroke: '#6b3d12', 'stroke-width': 4, fill: 'none', 'stroke-linecap': 'round' }) +
    el('path', { d: 'M2-30C-10-46-30-40-34-30C-22-24-8-24 2-30Z', fill: 'url(#s-leaf)' }) +
    pts.map(([x, y]) => el('circle', { cx: x, cy: y - 4, r: 11, fill: 'url(#s-grape)', stroke: '#3a0a6b', 'stroke-width': 1 })).join('')
  )
}

export const clover = () => {
  const leaf = 'M0 0C-6-10-24-14-24-28C-24-38-10-40 0-28C10-40 24-38 24-28C24-14 6-10 0 0Z'
  return (
    el('path', { d: 'M0 4C2 20 8 32 18 42', stroke: '#1f7a2e', 'stroke-width': 5, fill: 'none', 'stroke-linecap': 'round' }) +
    [0, 90, 180, 270]
      .map((r) => el('path', { d: leaf, fill: 'url(#s-leaf)', stroke: '#14601f', 'stroke-width': 1.5, transform: `rotate(${r})` }))
      .join('')
  )
}

export const crown = () =>
  el('path', {
    d: 'M-40 24L-44-22L-20 0L0-34L20 0L44-22L40 24Z',
    fill: 'url(#s-gold)',
    stroke: GOLD[900],
    'stroke-width': 2,
    'stroke-linejoin': 'round',
  }) +
  el('rect', { x: -42, y: 22, width: 84, height: 14, rx: 3, fill: GOLD[500], stroke: GOLD[900], 'stroke-width': 2 }) +
  el('circle', { cx: 0, cy: 8, r: 7, fill: '#e0202f', stroke: '#fff', 'stroke-opacity': 0.6 }) +
  el('circle', { cx: -24, cy: 12, r: 5, fill: '#38c7ff' }) +
  el('circle', { cx: 24, cy: 12, r: 5, fill: '#38c7ff' }) +
  [-44, 0, 44].map((x, i) => el('circle', { cx: x, cy: i === 1 ? -36 : -24, r: 5, fill: GOLD[100] })).join('')

export const SYMBOLS = { cherry, seven, bell, bar, gem, star: starSym, lemon, grapes, clover, crown } as const
export type SymbolName = keyof typeof SYMBOLS
export const symbol = (name: SymbolName, x: number, y: number, size = 100) =>
  g({ transform: `translate(${x} ${y}) scale(${(size / 100).toFixed(3)})` }, SYMBOLS[name]())
