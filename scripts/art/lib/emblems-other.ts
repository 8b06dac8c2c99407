import { darken, lighten } from './color'
import { ball, bubbles, card, cardBack, chip, chipStack, coinPile, die, fish, wheel } from './parts'
import { GOLD } from './palette'
import { symbol } from './symbols'
import { el, g, star } from './svg'
import type { Emblem } from './emblems-slots'

const p = (d: string, fill: string, extra: Record<string, string | number> = {}) => el('path', { d, fill, ...extra })
const line = (d: string, stroke: string, w: number, extra: Record<string, string | number> = {}) =>
  el('path', { d, stroke, 'stroke-width': w, fill: 'none', 'stroke-linecap': 'round', 'stroke-linejoin': 'round', ...extra })
const sparkle = (x: number, y: number, s: number, c = '#fff') => p(star(x, y, s, s * 0.2, 4, 0), c)

// Crash games

export const plinko: Emblem = (t) => {
  let pegs = ''
  for (let row = 0; row < 7; row++)
    for (let i = 0; i <= row + 2; i++) pegs += el('circle', { cx: (i - (row + 2) / 2) * 22, cy: -66 + row * 20, r: 4 })
  const slots = ['#ff3b5c', '#ff8a3d', '#ffd23f', '#3ddc84', '#ffd23f', '#ff8a3d', '#ff3b5c']
  return (
    p('M0-96L106 82H-106Z', darken(t.surface, 0.35), {
      opacity: 0.8,
      stroke: lighten(t.surface, 0.3),
      'stroke-width': 2,
      'stroke-linejoin': 'round',
    }) +
    g({ fill: '#fff' }, pegs) +
    line(
      'M0-92C6-84 10-78 11-72C-2-66-10-58-11-52C2-46 12-38 11-32C2-26-8-18-11-12C0-6 10 2 11 8C20 14 28 22 33 28C40 34 42 40 44 48',
      '#fff',
      2,
      { 'stroke-dasharray': '3 4', opacity: 0.7 },
    ) +
    el('circle', { cx: 44, cy: 50, r: 9, fill: t.accent, stroke: '#fff', 'stroke-width': 2 }) +
    slots.map((c, i) => el('rect', { x: -98 + i * 28.3, y: 66, width: 25, height: 16, rx: 4, fill: c })).join('')
  )
}

export const rocket: Emblem = (t) =>
  line('M-96 86C-40 80 10 50 60-40', lighten(t.accent, 0.2), 5, { opacity: 0.8 }) +
  g(
    { transform: 'translate(10 0) rotate(40)' },
    p('M-14 40C-20 70-8 90 0 104C8 90 20 70 14 40Z', '#ffb02e'),
    p('M-7 40C-10 60-4 74 0 84C4 74 10 60 7 40Z', '#fff3b0'),
    p('M-22 10L-40 40L-16 36ZM22 10L40 40L16 36Z', t.accent),
    p('M0-80C24-56 26-10 18 40H-18C-26-10-24-56 0-80Z', 'url(#mt)', { stroke: '#4a5060', 'stroke-width': 2 }),
    p('M0-80C10-70 16-58 18-48H-18C-16-58-10-70 0-80Z', t.accent),
    el('circle', { cy: -16, r: 11, fill: '#1b2a55', stroke: '#c8cfd8', 'stroke-width': 4 }),
    el('circle', { cx: -3, cy: -19, r: 3.5, fill: '#8fd3ff' }),
    p('M-6 40H6V34H-6Z', '#4a5060'),
  ) +
  sparkle(-60, -60, 9) +
  sparkle(70, 40, 7) +
  sparkle(-30, 10, 5)

export const graph: Emblem = (t) => {
  const bars: [number, number, number, boolean][] = [
    [-80, 40, 70, false],
    [-56, 20, 56, true],
    [-32, 30, 60, false],
    [-8, -6, 46, true],
    [16, -20, 40, true],
    [40, -10, 30, false],
    [64, -50, 46, true],
  ]
  return (
    line('M-96 84H96M-96 84V-90', '#ffffff', 2, { opacity: 0.3 }) +
    line('M-96 44H96M-96 4H96M-96-36H96', '#ffffff', 1, { opacity: 0.12 }) +
    bars
      .map(
        ([x, y, h, up]) =>
          line(`M${x} ${y - 12}V${y + h + 10}`, up ? '#3dff9a' : '#ff5a6a', 2) +
          el('rect', { x: x - 8, y, width: 16, height: h, rx: 2, fill: up ? '#1fd17a' : '#e0304a' }),
      )
      .join('') +
    line('M-90 60L-50 40L-20 50L20 0L50 10L86-66', t.accent, 7) +
    p('M70-78L96-80L90-54Z', t.accent, { stroke: t.accent, 'stroke-width': 4, 'stroke-linejoin': 'round' })
  )
}

export const comet: Emblem = (t) =>
  el(
    'linearGradient',
    { id: 'tail', gradientUnits: 'userSpaceOnUse', x1: 50, y1: -56, x2: -96, y2: 70 },
    el('stop', { offset: 0, 'stop-color': '#fff' }),
    el('stop', { offset: 0.25, 'stop-color': t.accent, 'stop-opacity': 0.8 }),
    el('stop', { offset: 1, 'stop-color': t.accent, 'stop-opacity': 0 }),
  ) +
  el('circle', { cx: 84, cy: 104, r: 64, fill: darken(t.surface, 0.1), stroke: lighten(t.surface, 0.35), 'stroke-width': 2 }) +
  el('circle', { cx: 60, cy: 70, r: 9, fill: darken(t.surface, 0.3) }) +
  el('circle', { cx: 100, cy: 60, r: 6, fill: darken(t.surface, 0.3) }) +
  p('M64-38Q-10 20-100 74Q-20 0 36-74Z', 'url(#tail)') +
  p('M56-48Q0 4-70 50Q-6-8 44-64Z', '#fff', { opacity: 0.5 }) +
  el('circle', { cx: 50, cy: -56, r: 34, fill: 'url(#glowc)' }) +
  el('circle', { cx: 50, cy: -56, r: 17, fill: '#fff', stroke: lighten(t.accent, 0.4), 'stroke-width': 4 }) +
  sparkle(-60, -70, 9) +
  sparkle(80, 10, 7) +
  sparkle(-20, -36, 5)

export const balloon: Emblem = () => {
  const cloud = (x: number, y: number, s: number) =>
    g(
      { transform: `translate(${x} ${y}) scale(${s})`, fill: '#fff', opacity: 0.85 },
      el('ellipse', { rx: 30, ry: 12 }),
      el('circle', { cx: -8, cy: -10, r: 14 }),
      el('circle', { cx: 12, cy: -8, r: 10 }),
    )
  const stripes = ['#ff5c5c', '#ffd23f', '#ff5c5c', '#ffd23f', '#ff5c5c']
  return (
    cloud(-66, 40, 1.1) +
    cloud(70, -60, 0.8) +
    g(
      {},
      ...stripes.map((c, i) => {
        const x0 = -60 + i * 24
        return p(
          `M0-90C${x0 * 0.2}-90 ${x0}-70 ${x0}-30C${x0} 0 ${x0 * 0.4} 20 0 40C${(x0 + 24) * 0.4} 20 ${x0 + 24} 0 ${x0 + 24}-30C${x0 + 24}-70 ${(x0 + 24) * 0.2}-90 0-90Z`,
          c,
        )
      }),
    ) +
    p('M0-90C40-90 60-66 60-30C60 0 24 20 0 40C-24 20-60 0-60-30C-60-66-40-90 0-90Z', 'none', { stroke: '#7a1a1a', 'stroke-width': 2 }) +
    line('M-14 38L-12 60M14 38L12 60', '#5a3a1e', 2) +
    el('rect', { x: -16, y: 58, width: 32, height: 22, rx: 3, fill: '#a8743a', stroke: '#5a3a1e', 'stroke-width': 2 }) +
    line('M-16 66H16M-8 58V80M0 58V80M8 58V80', '#5a3a1e', 1.2) +
    p('M-40-70C-50-50-50-20-40 0', 'none', { stroke: '#fff', 'stroke-width': 4, opacity: 0.4, 'stroke-linecap': 'round' })
  )
}

export const jet: Emblem = (t) =>
  line('M-96 90L-20 20', '#fff', 10, { opacity: 0.12 }) +
  line('M-80 100L-4 30', '#fff', 6, { opacity: 0.2 }) +
  g(
    { transform: 'rotate(45)' },
    p('M0-92C8-80 10-60 10-40L80 10V24L10 4V50L28 64V74L0 66L-28 74V64L-10 50V4L-80 24V10L-10-40C-10-60-8-80 0-92Z', 'url(#mt)', {
      stroke: '#3a4150',
      'stroke-width': 2,
      'stroke-linejoin': 'round',
    }),
    p('M0-80C5-70 6-60 6-50H-6C-6-60-5-70 0-80Z', '#1b2a55'),
    line('M-40-6L-50 0M40-6L50 0', t.accent, 5),
    p('M-6 66L0 96L6 66Z', t.accent),
  ) +
  sparkle(60, -70, 8) +
  sparkle(-70, -40, 6)

export const paperplane: Emblem = (t) =>
  line('M-96 70C-70 30-40 80-20 40C0 0-50-10-30-40', '#fff', 3, { 'stroke-dasharray': '6 7', opacity: 0.6 }) +
  g(
    { transform: 'translate(20 -10) rotate(-15)' },
    p('M-70 10L80-40L-10 30Z', '#ffffff'),
    p('M-10 30L80-40L10 60Z', '#d9e4ea'),
    p('M-10 30L10 60L0 34Z', '#9fb3bf'),
    p('M-70 10L80-40L-24 22Z', '#fff'),
    line('M-24 22L80-40', t.surface, 1.5, { opacity: 0.5 }),
  ) +
  sparkle(60, 50, 8) +
  sparkle(-60, -70, 7)

// Video poker and table

export const poker: Emblem = () =>
  card('10', 'S', -62, 20, -24) +
  card('J', 'H', -32, 4, -12) +
  card('J', 'S', 0, -2, 0) +
  card('Q', 'D', 32, 4, 12) +
  card('K', 'C', 62, 20, 24) +
  chip(-56, 76, 18, '#1f6bd6') +
  chip(60, 78, 16, '#d61f3a')

export const deuces: Emblem = (t) =>
  card('2', 'C', -48, 10, -20) +
  card('2', 'D', -16, 0, -7) +
  card('2', 'H', 16, 0, 7) +
  card('2', 'S', 48, 10, 20) +
  p('M-60 66H60L50 86H-50Z', t.accent) +
  line('M-44 76H44', darken(t.accent, 0.5), 3, { 'stroke-dasharray': '10 6' }) +
  sparkle(-80, -50, 9) +
  sparkle(80, -46, 7)

export const joker: Emblem = () => {
  const bellBall = (x: number, y: number) => el('circle', { cx: x, cy: y, r: 9, fill: 'url(#gd)', stroke: GOLD[900], 'stroke-width': 1.5 })
  let ruff = 'M-52 78'
  for (let i = 0; i <= 8; i++) ruff += `L${-52 + i * 13} ${i % 2 ? 96 : 80}`
  return (
    card('A', 'S', -66, 44, -22) +
    card('K', 'H', 66, 44, 22) +
    p(ruff + 'L52 70H-52Z', '#ffd23f', { stroke: '#8a5a00', 'stroke-width': 2, 'stroke-linejoin': 'round' }) +
    el('ellipse', { cx: 0, cy: 40, rx: 36, ry: 40, fill: '#f7e3cc', stroke: '#b08060', 'stroke-width': 1.5 }) +
    p('M-56 10C-70-20-90-40-86-70C-70-50-40-44-24-30C-20-60-10-80 0-92C10-80 20-60 24-30C40-44 70-50 86-70C90-40 70-20 56 10Z', '#d61f6a', {
      stroke: '#5a0a2e',
      'stroke-width': 2,
    }) +
    p('M-24-30C-20-60-10-80 0-92C10-80 20-60 24-30C10-20-10-20-24-30Z', '#ffd23f') +
    el('rect', { x: -58, y: 2, width: 116, height: 18, rx: 9, fill: 'url(#gd)', stroke: GOLD[900], 'stroke-width': 2 }) +
    [
      [-86, -70],
      [0, -92],
      [86, -70],
    ]
      .map(([x, y]) => bellBall(x ?? 0, y ?? 0))
      .join('') +
    p('M-22 34Q-14 26-6 34M6 34Q14 26 22 34', 'none', { stroke: '#2a0a1a', 'stroke-width': 4, 'stroke-linecap': 'round' }) +
    el('circle', { cx: -22, cy: 50, r: 7, fill: '#ff7a9a', opacity: 0.6 }) +
    el('circle', { cx: 22, cy: 50, r: 7, fill: '#ff7a9a', opacity: 0.6 }) +
    p('M-18 52Q0 72 18 52Q0 62-18 52Z', '#c8102e', { stroke: '#7a0016', 'stroke-width': 2, 'stroke-linejoin': 'round' }) +
    p(star(0, 44, 5, 2), '#d61f6a')
  )
}

export const bonuspoker: Emblem = () =>
  card('A', 'C', -54, 6, -18) +
  card('A', 'D', -18, -4, -6) +
  card('A', 'H', 18, -4, 6) +
  card('A', 'S', 54, 6, 18) +
  chipStack(-60, 92, 40, 4, '#1f6bd6') +
  chipStack(0, 96, 40, 5, '#d61f3a') +
  chipStack(60, 92, 40, 3, '#1a1a22')

export const aces: Emblem = () =>
  card('Q', 'D', -46, 8, -16) + card('K', 'H', 46, 8, 16) + card('A', 'S', 0, -4, 0, 1.2) + sparkle(-74, -64, 9) + sparkle(76, -60, 8)

export const tens: Emblem = () =>
  card('10', 'D', -50, 10, -18) +
  card('10', 'C', 50, 10, 18) +
  card('10', 'H', 0, -2, 0, 1.2) +
  chip(-40, 78, 16, '#2f9a3a') +
  chip(42, 80, 16, '#ffd23f', '#7a4a05')

export const blackjack: Emblem = () =>
  el('ellipse', { cx: 0, cy: 70, rx: 96, ry: 20, fill: '#000', opacity: 0.25 }) +
  card('A', 'S', -22, -10, -12, 1.3) +
  card('K', 'H', 26, 0, 10, 1.3) +
  chipStack(-70, 88, 40, 5, '#1a1a22') +
  chipStack(72, 88, 40, 3, '#d61f3a')

export const baccarat: Emblem = () =>
  cardBack(-44, -6, -14, '#6b0f33') +
  card('9', 'D', 0, -10, 0, 1.25) +
  card('K', 'C', 46, 4, 14) +
  chip(-60, 70, 20, '#ffd23f', '#7a4a05') +
  chip(-20, 80, 18, '#6b0f33') +
  chip(60, 72, 20, '#1f6bd6')

export const dice: Emblem = (t) => die(-38, -10, 44, t.accent, 6, 3, 5) + die(46, 20, 38, '#f4f1ea', 5, 2, 4) + sparkle(70, -60, 9)

export const sicbo: Emblem = () =>
  el('ellipse', { cx: 0, cy: 50, rx: 98, ry: 34, fill: 'url(#gd)', stroke: GOLD[900], 'stroke-width': 2 }) +
  el('ellipse', { cx: 0, cy: 46, rx: 84, ry: 24, fill: '#6b1414' }) +
  die(-40, 20, 28, '#f4f1ea', 4, 1, 2) +
  die(36, 22, 28, '#f4f1ea', 6, 5, 3) +
  die(0, -6, 28, '#f4f1ea', 1, 3, 2) +
  p('M-70-30C-70-110 70-110 70-30', 'none', { stroke: '#fff', 'stroke-width': 3, opacity: 0.25 }) +
  p('M-50-60C-40-80-20-90 0-92', 'none', { stroke: '#fff', 'stroke-width': 6, opacity: 0.35, 'stroke-linecap': 'round' })

export const holdem: Emblem = (t) =>
  chipStack(-60, 90, 44, 6, '#d61f3a') +
  chipStack(-14, 94, 44, 8, '#1a1a22') +
  chipStack(34, 90, 44, 5, t.accent) +
  chipStack(76, 96, 36, 3, '#ffd23f') +
  card('A', 'H', -24, -34, -12) +
  card('A', 'C', 20, -38, 10)

export const threecard: Emblem = () =>
  card('Q', 'S', -44, 8, -18, 1.1) + card('K', 'S', 0, -6, 0, 1.1) + card('A', 'S', 44, 8, 18, 1.1) + chip(0, 80, 20, '#ffd23f', '#7a4a05')

export const casinowar: Emblem = () => {
  const sword = (r: number) =>
    g(
      { transform: `rotate(${r})` },
      p('M-6-100L0-112L6-100V30H-6Z', 'url(#mt)', { stroke: '#4a5060', 'stroke-width': 1.5 }),
      line('M0-100V24', '#fff', 1.5, { opacity: 0.6 }),
      el('rect', { x: -26, y: 28, width: 52, height: 10, rx: 4, fill: 'url(#gd)' }),
      el('rect', { x: -5, y: 38, width: 10, height: 32, fill: '#5a2e12' }),
      el('circle', { cy: 76, r: 8, fill: 'url(#gd)' }),
    )
  return sword(-40) + sword(40) + card('K', 'S', -20, 20, -8, 1.05) + card('K', 'H', 22, 22, 8, 1.05)
}

// Roulette

export const roulette: Emblem = () => wheel(96)
export const rouletteUs: Emblem = () => wheel(96, { pockets: 38, zeros: 2, rim: '#3a1a0a' })
export const rouletteFr: Emblem = () => wheel(96, { rim: '#1b2f6b', red: '#b3122c', black: '#0e1530' })
export const rouletteMini: Emblem = (t) => wheel(96, { pockets: 13, rim: darken(t.surface, 0.2), red: '#e0304a', black: '#20203a' })
export const rouletteNeon: Emblem = (t) =>
  g({ filter: 'url(#neon)' }, el('circle', { r: 100, fill: 'none', stroke: t.accent, 'stroke-width': 4 })) +
  wheel(92, { rim: '#12082e', red: '#ff2f8e', black: '#12082e', green: '#3df0ff', neon: true })

// Keno

const KENO = ['#ff3b5c', '#ffd23f', '#3d8bff', '#3ddc84', '#a45cff', '#ff8a3d']
export const keno: Emblem = (t) => {
  let cells = ''
  let nums = ''
  const marked = new Set([2, 7, 9, 13, 16, 22])
  for (let i = 0; i < 24; i++) {
    const x = -84 + (i % 6) * 28
    const y = -92 + Math.floor(i / 6) * 28
    cells += el('rect', {
      x,
      y,
      width: 24,
      height: 24,
      rx: 4,
      fill: marked.has(i) ? t.accent : '#ffffff',
      'fill-opacity': marked.has(i) ? 1 : 0.12,
    })
    nums += el('text', { x: x + 12, y: y + 17, fill: marked.has(i) ? '#1a1a2e' : undefined }, String(i + 1))
  }
  return (
    cells +
    g({ 'text-anchor': 'middle', 'font-family': 'Arial,sans-serif', 'font-weight': 700, 'font-size': 12, fill: '#c8cce0' }, nums) +
    ball(-50, 62, 30, KENO[0] ?? '', '7') +
    ball(10, 70, 30, KENO[2] ?? '', '23') +
    ball(66, 56, 28, KENO[3] ?? '', '14')
  )
}

export const kenoBlast: Emblem = () =>
  p(star(0, 0, 100, 50, 12), '#ffd23f', { opacity: 0.9 }) +
  p(star(0, 0, 80, 44, 12, -75), '#ff8a3d') +
  ball(0, -4, 38, KENO[0] ?? '', '80') +
  ball(-60, -54, 20, KENO[2] ?? '', '5') +
  ball(64, -50, 22, KENO[3] ?? '', '42') +
  ball(-66, 56, 22, KENO[4] ?? '', '19') +
  ball(60, 60, 20, KENO[1] ?? '', '61')

export const kenoLucky: Emblem = () =>
  symbol('clover', 0, -30, 120) +
  ball(-56, 54, 28, KENO[1] ?? '', '7') +
  ball(0, 66, 28, KENO[0] ?? '', '21') +
  ball(56, 54, 28, KENO[2] ?? '', '77')

export const kenoCosmic: Emblem = (t) =>
  el('ellipse', {
    rx: 96,
    ry: 34,
    fill: 'none',
    stroke: lighten(t.accent, 0.3),
    'stroke-width': 2,
    opacity: 0.6,
    transform: 'rotate(-20)',
  }) +
  el('ellipse', {
    rx: 70,
    ry: 90,
    fill: 'none',
    stroke: lighten(t.accent, 0.3),
    'stroke-width': 2,
    opacity: 0.4,
    transform: 'rotate(30)',
  }) +
  ball(0, 0, 40, '#a45cff', '40') +
  ball(-80, 30, 20, KENO[0] ?? '', '3') +
  ball(74, -40, 22, KENO[5] ?? '', '18') +
  ball(30, 78, 18, KENO[3] ?? '', '9') +
  ball(-40, -76, 16, KENO[1] ?? '', '1') +
  sparkle(70, 50, 7) +
  sparkle(-70, -30, 6)

export const kenoPower: Emblem = (t) =>
  el('circle', { r: 90, fill: 'url(#glowc)' }) +
  ball(0, 6, 58, '#1f2a5a', '10') +
  p('M14-100L-22-20H4L-14 56L40-34H12L32-100Z', t.accent, {
    stroke: '#fff',
    'stroke-width': 3,
    'stroke-linejoin': 'round',
    transform: 'translate(40 -4) scale(.6)',
  }) +
  ball(-70, 70, 20, KENO[0] ?? '', '2') +
  ball(72, 70, 20, KENO[3] ?? '', '6')

// Fishing

const reticle = (x: number, y: number, r: number, c: string) =>
  g(
    { transform: `translate(${x} ${y})` },
    el('circle', { r, fill: 'none', stroke: c, 'stroke-width': 3 }),
    el('circle', { r: r * 0.35, fill: 'none', stroke: c, 'stroke-width': 2 }),
    line(`M0 ${-r - 8}V${-r * 0.5}M0 ${r + 8}V${r * 0.5}M${-r - 8} 0H${-r * 0.5}M${r + 8} 0H${r * 0.5}`, c, 3),
  )

export const ocean: Emblem = (t) =>
  fish(-10, 6, 72, '#ffb02e', '#ff6a1f') +
  fish(66, -62, 26, '#3dd6c5', '#1f8a80', true) +
  fish(-66, 70, 22, '#ff5c8a', '#b3124a') +
  reticle(10, 0, 40, t.accent) +
  bubbles([
    [-70, -50, 7],
    [-60, -70, 4],
    [80, 40, 6],
  ])

export const deepsea: Emblem = (t) =>
  line('M-86 100C-96 70-74 50-86 20M-70 100C-64 76-80 60-68 36M80 100C90 74 70 56 84 30M94 100C98 84 90 74 96 60', '#2fae6a', 6, {
    opacity: 0.8,
  }) +
  line('M30-110V-10', '#c8cfd8', 2) +
  p('M30-10V30C30 52 0 56-8 36', 'none', { stroke: 'url(#mt)', 'stroke-width': 7, 'stroke-linecap': 'round' }) +
  p('M-8 36L-16 20L-2 30Z', '#c8cfd8') +
  fish(-26, 62, 48, '#3d8bff', '#1f4ab0') +
  fish(66, 40, 26, t.accent, darken(t.accent, 0.4), true) +
  bubbles([
    [-60, -40, 8],
    [-50, -66, 5],
    [-70, -84, 3],
    [70, -20, 5],
  ])

export const shark: Emblem = () =>
  bubbles([
    [-80, -60, 6],
    [-66, -80, 4],
    [80, 64, 5],
  ]) +
  p(
    'M-98 0C-80-10-60-16-40-20L-20-66C-14-70-8-66-8-60L0-22C30-20 60-14 90 2C70 14 40 22 10 22L-8 40L-14 22C-40 20-70 12-98 0Z',
    '#6b8aa8',
    { stroke: '#2a3c52', 'stroke-width': 2, 'stroke-linejoin': 'round' },
  ) +
  p('M-98 0C-70 12-40 20-14 22L10 22C40 22 70 14 90 2C60 8 30 10 0 10C-30 10-70 6-98 0Z', '#e8eef4') +
  p('M-98 0L-110-30L-96-2L-112 24Z', '#6b8aa8', { stroke: '#2a3c52', 'stroke-width': 2 }) +
  p('M50 4L88 2L84 12C70 14 58 12 50 4Z', '#7a0a14') +
  p('M56 5L60 10L64 4L68 10L72 4L76 10L80 3', 'none', { stroke: '#fff', 'stroke-width': 2 }) +
  el('circle', { cx: 62, cy: -6, r: 3.5, fill: '#111' }) +
  line('M30-8V4M36-8V4M42-8V4', '#2a3c52', 1.5)

export const koi: Emblem = () =>
  el('circle', { r: 92, fill: '#0d5560', stroke: '#fff', 'stroke-opacity': 0.2, 'stroke-width': 2 }) +
  g({ transform: 'rotate(-30)' }, fish(4, -38, 62, '#ff8a1f', '#ffb347'), fish(-4, 38, 62, '#f7f3ea', '#ff8a1f', true)) +
  bubbles([
    [-50, -70, 4],
    [60, 60, 5],
  ]) +
  el('circle', { cx: -60, cy: 40, r: 14, fill: '#2f8a4a', opacity: 0.8 }) +
  el('circle', { cx: 64, cy: -44, r: 10, fill: '#2f8a4a', opacity: 0.8 })

export const octopus: Emblem = (t) => {
  const tentacle = (x: number, dir: number) =>
    line(
      `M${x} 10C${x + dir * 10} 40 ${x + dir * 40} 50 ${x + dir * 36} 80C${x + dir * 32} 96 ${x + dir * 14} 92 ${x + dir * 20} 80`,
      '#ff7ab8',
      14,
    )
  return (
    [-40, -14, 14, 40].map((x) => tentacle(x, x < 0 ? -1 : 1)).join('') +
    p('M-56 10C-66-60-30-92 0-92C30-92 66-60 56 10C40 26-40 26-56 10Z', '#ff7ab8', { stroke: darken(t.accent, 0.4), 'stroke-width': 2 }) +
    el('ellipse', { cx: -20, cy: -20, rx: 13, ry: 16, fill: '#fff' }) +
    el('ellipse', { cx: 20, cy: -20, rx: 13, ry: 16, fill: '#fff' }) +
    el('circle', { cx: -18, cy: -16, r: 7, fill: '#1a0a1a' }) +
    el('circle', { cx: 22, cy: -16, r: 7, fill: '#1a0a1a' }) +
    line('M-10 4Q0 12 10 4', '#8a1a4a', 3) +
    p('M-30-70C-20-80 0-82 10-80', 'none', { stroke: '#fff', 'stroke-width': 5, opacity: 0.45, 'stroke-linecap': 'round' }) +
    bubbles([
      [60, -60, 6],
      [70, -80, 4],
      [-70, -50, 5],
    ])
  )
}

export const crab: Emblem = () => {
  const claw = g(
    {},
    line('M40 20C60 10 66-10 62-30', '#e8441f', 10),
    p('M62-30C40-40 44-74 70-76C90-76 96-50 84-36C76-46 70-50 62-50C68-42 72-36 62-30Z', '#ff6a3d', {
      stroke: '#8a1a00',
      'stroke-width': 2,
    }),
    line('M44 40L78 46M44 52L76 64M40 62L66 80', '#e8441f', 6),
  )
  return (
    claw +
    g({ transform: 'scale(-1 1)' }, claw) +
    el('ellipse', { cx: 0, cy: 40, rx: 52, ry: 36, fill: '#ff6a3d', stroke: '#8a1a00', 'stroke-width': 2.5 }) +
    line('M-14 10V-10M14 10V-10', '#e8441f', 5) +
    el('circle', { cx: -14, cy: -14, r: 9, fill: '#fff' }) +
    el('circle', { cx: 14, cy: -14, r: 9, fill: '#fff' }) +
    el('circle', { cx: -13, cy: -13, r: 4, fill: '#111' }) +
    el('circle', { cx: 15, cy: -13, r: 4, fill: '#111' }) +
    line('M-12 50Q0 58 12 50', '#8a1a00', 3) +
    p('M-30 22C-20 12 10 10 24 18', 'none', { stroke: '#ffd0b8', 'stroke-width': 5, opacity: 0.6, 'stroke-linecap': 'round' }) +
    coinPile(0, 88, 110) +
    bubbles([
      [70, -80, 5],
      [-76, -86, 4],
    ])
  )
}
