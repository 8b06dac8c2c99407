import { GOLD } from './palette'
import { el, g, n, polar } from './svg'
import { darken, lighten } from './color'

/**
 * Reusable drawings for game emblems. Coordinates are local (centred on 0,0 unless noted); the
 * gradients they name (gd, mt, ac) are defined by every thumbnail.
 */
export const CARD_FONT = "Georgia,'Liberation Serif','DejaVu Serif',serif"
export const SUITS = {
  S: 'M0-16C6-8 16-2 16 6C16 12 10 15 5 13C3 12 2 11 1 10L4 18H-4L-1 10C-2 11-3 12-5 13C-10 15-16 12-16 6C-16-2-6-8 0-16Z',
  H: 'M0 16C-8 8-16 2-16-5C-16-11-11-15-6-15C-3-15-1-13 0-10C1-13 3-15 6-15C11-15 16-11 16-5C16 2 8 8 0 16Z',
  D: 'M0-17L13 0L0 17L-13 0Z',
  C: 'M-4 8C-8 12-17 11-17 3C-17-4-9-6-5-3C-9-7-7-15 0-15C7-15 9-7 5-3C9-6 17-4 17 3C17 11 8 12 4 8L6 17H-6Z',
} as const
export type Suit = keyof typeof SUITS
/** Suit shapes for <use>; a thumbnail that draws cards includes the ones it refers to. */
export const suitDefs = (body: string) =>
  (Object.keys(SUITS) as Suit[])
    .filter((k) => body.includes(`#su${k}"`))
    .map((k) => el('path', { id: `su${k}`, d: SUITS[k] }))
    .join('')
const RED = '#d4142c'
const suitColor = (s: Suit) => (s === 'H' || s === 'D' ? RED : '#16161c')

/** A playing card 64x90 centred on x,y, turned by rot degrees. */
export const card = (rank: string, suit: Suit, x: number, y: number, rot = 0, scale = 1) => {
  const c = suitColor(suit)
  return g(
    { transform: `translate(${n(x)} ${n(y)}) rotate(${n(rot)}) scale(${scale})` },
    el('rect', { x: -32, y: -45, width: 64, height: 90, rx: 7, fill: '#000', opacity: 0.3, transform: 'translate(3 4)' }),
    el('rect', { x: -32, y: -45, width: 64, height: 90, rx: 7, fill: '#fdfbf5', stroke: '#c9c2b0', 'stroke-width': 1 }),
    el(
      'text',
      {
        x: -26,
        y: -25,
        'font-family': CARD_FONT,
        'font-weight': 700,
        'font-size': rank.length > 1 ? 17 : 20,
        fill: c,
        'letter-spacing': rank.length > 1 ? -1.5 : 0,
      },
      rank,
    ),
    el('use', { href: `#su${suit}`, fill: c, transform: 'translate(-19 -11) scale(.42)' }),
    el('use', { href: `#su${suit}`, fill: c, transform: 'translate(4 14) scale(1.15)' }),
  )
}

/** A face-down card back in the theme accent. */
export const cardBack = (x: number, y: number, rot: number, color: string) =>
  g(
    { transform: `translate(${n(x)} ${n(y)}) rotate(${n(rot)})` },
    el('rect', { x: -32, y: -45, width: 64, height: 90, rx: 7, fill: '#fdfbf5' }),
    el('rect', { x: -27, y: -40, width: 54, height: 80, rx: 4, fill: color }),
    el('path', {
      d: 'M-27-20L-7-40M-27 0L13-40M-27 20L27-34M-27 40L27-14M-7 40L27 6M13 40L27 26',
      stroke: lighten(color, 0.35),
      'stroke-width': 2,
    }),
  )

/** A casino chip of radius r. */
export const chip = (x: number, y: number, r: number, color: string, edge = '#fff') =>
  g(
    { transform: `translate(${n(x)} ${n(y)})` },
    el('circle', { r, fill: color, stroke: darken(color, 0.4), 'stroke-width': 1.5 }),
    el('circle', { r: r * 0.84, fill: 'none', stroke: edge, 'stroke-width': r * 0.3, 'stroke-dasharray': `${n(r * 0.42)} ${n(r * 0.46)}` }),
    el('circle', { r: r * 0.6, fill: lighten(color, 0.15), stroke: edge, 'stroke-width': 1.5, 'stroke-opacity': 0.8 }),
  )

/** A stack of chips seen from the side, `k` chips high, bottom centre at x,y. */
export const chipStack = (x: number, y: number, w: number, k: number, color: string) => {
  let sides = ''
  let marks = ''
  let tops = ''
  const rx = w / 2
  const ry = w * 0.16
  for (let i = 0; i < k; i++) {
    const cy = y - i * (w * 0.16) - w * 0.1
    sides += `M${n(x - rx)} ${n(cy)}v${n(w * 0.14)}a${n(rx)} ${n(ry)} 0 0 0 ${n(w)} 0v${n(-w * 0.14)}Z`
    marks += `M${n(x - w * 0.3)} ${n(cy + w * 0.2)}v${n(-w * 0.12)}M${n(x)} ${n(cy + w * 0.24)}v${n(-w * 0.12)}M${n(x + w * 0.3)} ${n(cy + w * 0.2)}v${n(-w * 0.12)}`
    tops = `M${n(x - rx)} ${n(cy)}a${n(rx)} ${n(ry)} 0 1 0 ${n(w)} 0a${n(rx)} ${n(ry)} 0 1 0 ${n(-w)} 0Z`
  }
  const top = y - (k - 1) * (w * 0.16) - w * 0.1
  return (
    el('path', { d: sides, fill: darken(color, 0.25), stroke: darken(color, 0.45), 'stroke-width': 0.8 }) +
    el('path', { d: marks, stroke: '#fff', 'stroke-width': n(w * 0.08) }) +
    el('path', { d: tops, fill: color, stroke: darken(color, 0.4), 'stroke-width': 0.8 }) +
    el('ellipse', {
      cx: x,
      cy: top,
      rx: w * 0.3,
      ry: w * 0.09,
      fill: 'none',
      stroke: '#fff',
      'stroke-width': 1.2,
      'stroke-dasharray': '3 3',
    })
  )
}

/** A numbered lottery ball. */
export const ball = (x: number, y: number, r: number, color: string, num: string) =>
  g(
    { transform: `translate(${n(x)} ${n(y)})` },
    el('circle', { r, fill: color }),
    el('circle', { r, fill: 'url(#shade)' }),
    el('circle', { r: r * 0.52, fill: '#fff' }),
    el(
      'text',
      {
        y: r * 0.2,
        'text-anchor': 'middle',
        'font-family': "'Arial Black','Liberation Sans',Arial,sans-serif",
        'font-weight': 900,
        'font-size': n(r * (num.length > 1 ? 0.55 : 0.65)),
        fill: '#1a1a2e',
      },
      num,
    ),
    el('ellipse', {
      cx: -r * 0.4,
      cy: -r * 0.5,
      rx: r * 0.28,
      ry: r * 0.14,
      fill: '#fff',
      opacity: 0.7,
      transform: `rotate(-35 ${n(-r * 0.4)} ${n(-r * 0.5)})`,
    }),
  )

/** A die drawn in three-quarter view: top, left and right faces with pips (1..6). */
export const die = (x: number, y: number, s: number, color: string, top: number, left: number, right: number) => {
  const h = s * 0.5
  const topFace = `M0 ${n(-s)}L${n(s)} ${n(-h)}L0 0L${n(-s)} ${n(-h)}Z`
  const leftFace = `M${n(-s)} ${n(-h)}L0 0V${n(s)}L${n(-s)} ${n(h)}Z`
  const rightFace = `M${n(s)} ${n(-h)}L0 0V${n(s)}L${n(s)} ${n(h)}Z`
  const pipPos: Record<number, [number, number][]> = {
    1: [[0.5, 0.5]],
    2: [
      [0.25, 0.25],
      [0.75, 0.75],
    ],
    3: [
      [0.25, 0.25],
      [0.5, 0.5],
      [0.75, 0.75],
    ],
    4: [
      [0.25, 0.25],
      [0.75, 0.25],
      [0.25, 0.75],
      [0.75, 0.75],
    ],
    5: [
      [0.25, 0.25],
      [0.75, 0.25],
      [0.5, 0.5],
      [0.25, 0.75],
      [0.75, 0.75],
    ],
    6: [
      [0.25, 0.22],
      [0.75, 0.22],
      [0.25, 0.5],
      [0.75, 0.5],
      [0.25, 0.78],
      [0.75, 0.78],
    ],
  }
  // maps unit square (u,v) to each face
  const onTop = (u: number, v: number) => [(u - v) * s, -s + (u + v) * h] as const
  const onLeft = (u: number, v: number) => [-s + u * s, -h + u * h + v * s] as const
  const onRight = (u: number, v: number) => [u * s, -u * h + v * s] as const
  const pips = (num: number, map: (u: number, v: number) => readonly [number, number], rx: number, ry: number, skew: number) =>
    (pipPos[num] ?? [])
      .map(([u, v]) => {
        const [px, py] = map(u, v)
        return el('ellipse', { cx: px, cy: py, rx, ry, transform: `rotate(${skew} ${n(px)} ${n(py)})` })
      })
      .join('')
  const pr = s * 0.1
  return g(
    { transform: `translate(${n(x)} ${n(y)})` },
    el('path', { d: topFace, fill: lighten(color, 0.25) }),
    el('path', { d: leftFace, fill: color }),
    el('path', { d: rightFace, fill: darken(color, 0.25) }),
    el('path', {
      d: topFace + leftFace + rightFace,
      fill: 'none',
      stroke: darken(color, 0.5),
      'stroke-width': 1.2,
      'stroke-linejoin': 'round',
    }),
    g(
      { fill: lighten(color, 0) === color && parseInt(color.slice(1, 3), 16) > 200 ? '#1a1a2e' : '#fff' },
      pips(top, onTop, pr * 1.2, pr * 0.7, 0),
      pips(left, onLeft, pr * 0.8, pr, 0),
      pips(right, onRight, pr * 0.8, pr, 0),
    ),
  )
}

/**
 * A roulette wheel of radius r. Pockets are dashes on one ring (red and black alternate on every
 * real wheel, so a dash pattern is exact), which keeps the file small. `zeros` 1 or 2.
 */
export const wheel = (
  r: number,
  o: { pockets?: number; zeros?: 1 | 2; red?: string; black?: string; green?: string; rim?: string; neon?: boolean } = {},
) => {
  const count = o.pockets ?? 37
  const step = 360 / count
  const rm = r * 0.74
  const C = 2 * Math.PI * rm
  const L = C / count
  const ring = { r: rm, fill: 'none', 'stroke-width': r * 0.24, transform: `rotate(${n(-90 - step / 2)})` }
  const zeroDash = o.zeros === 2 ? `${n(L)} ${n(L * (count / 2 - 1))} ${n(L)} ${n(C)}` : `${n(L)} ${n(C)}`
  const line = o.neon ? (o.green ?? '#3df0ff') : GOLD[300]
  const pockets =
    el('circle', { ...ring, stroke: o.black ?? '#17171f' }) +
    el('circle', { ...ring, stroke: o.red ?? '#c8102e', 'stroke-dasharray': `${n(L)} ${n(L)}`, 'stroke-dashoffset': n(L) }) +
    el('circle', { ...ring, stroke: o.green ?? '#0f8a3c', 'stroke-dasharray': zeroDash }) +
    el('circle', { ...ring, stroke: line, 'stroke-dasharray': `1.2 ${n(L - 1.2)}` })
  const rim = o.rim ?? '#5a2e12'
  const [bx, by] = polar(0, 0, r * 0.74, -90 + step * 3)
  return (
    el('circle', { r: r + 4, fill: '#000', opacity: 0.35, transform: 'translate(4 6)' }) +
    el('circle', { r, fill: rim, stroke: 'url(#gd)', 'stroke-width': r * 0.05 }) +
    el('circle', { r: r * 0.9, fill: darken(rim, 0.4) }) +
    pockets +
    el('circle', { r: r * 0.86, fill: 'none', stroke: line, 'stroke-width': 1.5 }) +
    el('circle', { r: r * 0.62, fill: 'url(#cone)', stroke: line, 'stroke-width': 1.5 }) +
    el('circle', { r: r * 0.3, fill: 'none', stroke: GOLD[700], 'stroke-width': 1, opacity: 0.6 }) +
    el('path', {
      d: `M0 ${n(-r * 0.42)}V${n(r * 0.42)}M${n(-r * 0.42)} 0H${n(r * 0.42)}`,
      stroke: 'url(#mt)',
      'stroke-width': r * 0.06,
      'stroke-linecap': 'round',
    }) +
    [
      [0, -r * 0.42],
      [0, r * 0.42],
      [-r * 0.42, 0],
      [r * 0.42, 0],
    ]
      .map(([x, y]) => el('circle', { cx: x, cy: y, r: r * 0.05, fill: GOLD[300] }))
      .join('') +
    el('circle', { r: r * 0.11, fill: 'url(#gd)', stroke: GOLD[900] }) +
    el('circle', { cx: bx, cy: by, r: r * 0.055, fill: '#fff', stroke: '#999', 'stroke-width': 0.5 })
  )
}

/** A simple side-view fish facing right, length ~2*len. */
export const fish = (x: number, y: number, len: number, body: string, fin: string, flip = false) =>
  g(
    { transform: `translate(${n(x)} ${n(y)}) scale(${flip ? -1 : 1} 1) scale(${(len / 50).toFixed(3)})` },
    el('path', { d: 'M-38 0L-58-20Q-54 0-58 20Z', fill: fin }),
    el('path', { d: 'M-10-24Q0-36 16-28L6-18Z M-4 22Q4 32 14 26L6 18Z', fill: fin }),
    el('path', {
      d: 'M50 0C40-26 6-30-14-20C-28-14-36-6-42 0C-36 6-28 14-14 20C6 30 40 26 50 0Z',
      fill: body,
      stroke: darken(body, 0.45),
      'stroke-width': 1.5,
    }),
    el('path', { d: 'M24-18Q16 0 24 18', stroke: darken(body, 0.35), 'stroke-width': 2, fill: 'none' }),
    el('path', {
      d: 'M-20-6Q-10-2-20 4M-6-10Q4-2-6 8M8-10Q16 0 8 10',
      stroke: lighten(body, 0.35),
      'stroke-width': 1.5,
      fill: 'none',
      opacity: 0.8,
    }),
    el('circle', { cx: 34, cy: -6, r: 5, fill: '#fff' }),
    el('circle', { cx: 35, cy: -6, r: 2.6, fill: '#111' }),
    el('path', {
      d: 'M-10-16C6-22 26-20 40-10',
      stroke: '#fff',
      'stroke-opacity': 0.45,
      'stroke-width': 3,
      fill: 'none',
      'stroke-linecap': 'round',
    }),
  )

/** Rising bubbles. */
export const bubbles = (pts: readonly (readonly [number, number, number])[]) =>
  pts
    .map(([x, y, r]) =>
      el('circle', {
        cx: x,
        cy: y,
        r,
        fill: '#bff4ff',
        'fill-opacity': 0.15,
        stroke: '#d8fbff',
        'stroke-opacity': 0.7,
        'stroke-width': 1.2,
      }),
    )
    .join('')

/** A little pile of gold coins (ellipses) around x,y. */
export const coinPile = (x: number, y: number, w: number) => {
  const pts: [number, number][] = [
    [-0.42, 0.06],
    [-0.2, 0.1],
    [0.05, 0.08],
    [0.3, 0.1],
    [0.45, 0.04],
    [-0.3, -0.04],
    [-0.06, -0.03],
    [0.2, -0.03],
    [-0.14, -0.13],
    [0.1, -0.12],
    [-0.02, -0.21],
  ]
  return pts
    .map(
      ([u, v]) =>
        el('ellipse', {
          cx: x + u * w,
          cy: y + v * w,
          rx: w * 0.14,
          ry: w * 0.05,
          fill: 'url(#gd)',
          stroke: GOLD[900],
          'stroke-width': 1,
        }) +
        el('ellipse', {
          cx: x + u * w,
          cy: y + v * w - 1,
          rx: w * 0.09,
          ry: w * 0.025,
          fill: 'none',
          stroke: GOLD[100],
          'stroke-width': 0.8,
          opacity: 0.8,
        }),
    )
    .join('')
}
