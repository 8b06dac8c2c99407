import type { SeedTheme } from '../../../server/catalogue/seed-catalogue'
import { darken, lighten } from './color'
import { bubbles, coinPile } from './parts'
import { GOLD } from './palette'
import { symbol } from './symbols'
import { el, g, n, poly, polar, rays, star } from './svg'

export type Emblem = (t: SeedTheme) => string
const p = (d: string, fill: string, extra: Record<string, string | number> = {}) => el('path', { d, fill, ...extra })
const line = (d: string, stroke: string, w: number, extra: Record<string, string | number> = {}) =>
  el('path', { d, stroke, 'stroke-width': w, fill: 'none', 'stroke-linecap': 'round', 'stroke-linejoin': 'round', ...extra })
const mirror = (s: string) => s + g({ transform: 'scale(-1 1)' }, s)
const sparkle = (x: number, y: number, s: number, c = '#fff') => p(star(x, y, s, s * 0.2, 4, 0), c)

export const myth: Emblem = (t) => {
  const cols = [-60, -20, 20, 60]
    .map(
      (x) =>
        el('rect', { x: x - 9, y: -14, width: 18, height: 62, fill: 'url(#mt)' }) +
        line(`M${x - 3} -10V44M${x + 3} -10V44`, '#8a93b8', 1.4),
    )
    .join('')
  return (
    p('M-86-30L0-74L86-30Z', 'url(#mt)', { stroke: '#6d76a0', 'stroke-width': 2, 'stroke-linejoin': 'round' }) +
    p('M-62-36L0-66L62-36Z', '#aab2d4') +
    el('circle', { cx: 0, cy: -46, r: 7, fill: 'url(#gd)' }) +
    el('rect', { x: -88, y: -30, width: 176, height: 16, fill: '#d7dcf0', stroke: '#6d76a0', 'stroke-width': 1.5 }) +
    cols +
    el('rect', { x: -92, y: 48, width: 184, height: 10, fill: '#c6cce6' }) +
    el('rect', { x: -100, y: 58, width: 200, height: 12, fill: '#aab2d4' }) +
    p('M18-96L-30 6H0L-22 96L42-16H10L36-96Z', t.accent, { opacity: 0.35, transform: 'scale(1.12) translate(-1 0)' }) +
    p('M18-96L-30 6H0L-22 96L42-16H10L36-96Z', 'url(#gd)', { stroke: '#fff', 'stroke-width': 2.5, 'stroke-linejoin': 'round' }) +
    sparkle(-70, -70, 10) +
    sparkle(74, 20, 8)
  )
}

export const egypt: Emblem = () => {
  let bricks = ''
  for (let y = -30; y < 70; y += 14) bricks += `M-100 ${y}H100`
  return (
    el('circle', { cx: 0, cy: -40, r: 50, fill: 'url(#ac)' }) +
    el('path', { d: rays(0, -40, 95, 16, 0.4), fill: GOLD[300], opacity: 0.25 }) +
    p('M-100 70L0-66L22 70Z', 'url(#gd)') +
    p('M22 70L0-66L100 70Z', GOLD[700]) +
    el('clipPath', { id: 'pyr' }, p('M-100 70L0-66L100 70Z', '#000')) +
    line(bricks, GOLD[900], 1.2, { 'clip-path': 'url(#pyr)', opacity: 0.45 }) +
    p('M-22 4C-10-10 10-10 22 4C10 18-10 18-22 4Z', '#fff8dc', { stroke: '#1c2a55', 'stroke-width': 3 }) +
    el('circle', { cx: 0, cy: 4, r: 7, fill: '#1c2a55' }) +
    line('M-6 16Q-8 30-18 30M8 16L12 32', '#1c2a55', 3) +
    p('M-100 70Q-50 58 0 70T100 70V84H-100Z', '#c98d2e') +
    p('M-100 78Q-40 70 20 80T100 76V84H-100Z', '#a8701c')
  )
}

export const gladiator: Emblem = () => {
  const sword = (r: number) =>
    g(
      { transform: `rotate(${r}) translate(0 44)` },
      el('rect', { x: -5, y: -96, width: 10, height: 120, fill: 'url(#mt)', rx: 2 }),
      p('M-5-96L0-108L5-96Z', '#e6e9f5'),
      el('rect', { x: -20, y: 24, width: 40, height: 8, rx: 3, fill: 'url(#gd)' }),
      el('rect', { x: -4, y: 32, width: 8, height: 26, fill: '#5a2e12' }),
      el('circle', { cy: 62, r: 7, fill: 'url(#gd)' }),
    )
  const bristles = Array.from({ length: 15 }, (_, i) => {
    const a = 200 + i * 10
    const [x0, y0] = polar(0, -8, 56, a)
    const [x1, y1] = polar(0, -8, 88, a)
    return `M${n(x0)} ${n(y0)}L${n(x1)} ${n(y1)}`
  }).join('')
  return (
    sword(-55) +
    sword(55) +
    p('M-84-14C-84-110 84-110 84-14C66-60-66-60-84-14Z', '#b3121f', { stroke: '#5e0610', 'stroke-width': 2 }) +
    line(bristles, '#e23a3a', 2.5, { opacity: 0.8 }) +
    p('M-62 14C-62-52 62-52 62 14Z', 'url(#gd)', { stroke: GOLD[900], 'stroke-width': 2 }) +
    p('M-66 10H66V24H-66Z', GOLD[700], { stroke: GOLD[900], 'stroke-width': 2 }) +
    p('M-64 24V74Q-46 86-28 70L-24 36H24L28 70Q46 86 64 74V24Z', 'url(#gd)', {
      stroke: GOLD[900],
      'stroke-width': 2,
      'stroke-linejoin': 'round',
    }) +
    p('M-42 28H42V40H8V78H-8V40H-42Z', '#1a0a0a') +
    line('M-52 -12C-40-34-10-40 8-40', '#fff', 4, { opacity: 0.55 }) +
    el('circle', { cx: -48, cy: 52, r: 4, fill: GOLD[100] }) +
    el('circle', { cx: 48, cy: 52, r: 4, fill: GOLD[100] })
  )
}

export const medieval: Emblem = () => {
  const stone = '#9aa3a8'
  const crenel = (x: number, y: number, w: number, k: number) =>
    Array.from({ length: k }, (_, i) => el('rect', { x: x + i * (w / k) + 1, y: y - 10, width: w / k - 6, height: 10, fill: stone })).join(
      '',
    )
  const tower = (x: number) =>
    el('rect', { x: x - 20, y: -30, width: 40, height: 104, fill: 'url(#mt)', stroke: '#5f686e', 'stroke-width': 1.5 }) +
    p(`M${x - 26}-28L${x}-84L${x + 26}-28Z`, '#b3262e', { stroke: '#6e1018', 'stroke-width': 1.5 }) +
    line(`M${x}-84V-104`, '#5a3a1e', 2.5) +
    p(`M${x}-104L${x + 22}-98L${x}-92Z`, GOLD[300]) +
    p(`M${x - 6}-4A6 6 0 0 1 ${x + 6}-4V12H${x - 6}Z`, '#1d1410')
  return (
    el('rect', { x: -56, y: -40, width: 112, height: 114, fill: 'url(#mt)', stroke: '#5f686e', 'stroke-width': 1.5 }) +
    crenel(-56, -40, 112, 6) +
    line('M-56-10H56M-56 20H56M-56 48H56M-30-40V-10M10-40V-10M-10-10V20M30-10V20M-30 20V48M10 20V48', '#6f787e', 1, { opacity: 0.6 }) +
    tower(-74) +
    tower(74) +
    el('rect', { x: -20, y: -86, width: 40, height: 50, fill: 'url(#mt)', stroke: '#5f686e', 'stroke-width': 1.5 }) +
    crenel(-20, -86, 40, 3) +
    p('M-6-66A6 6 0 0 1 6-66V-50H-6Z', '#1d1410') +
    p('M-24 74V30A24 24 0 0 1 24 30V74Z', '#3a2414', { stroke: GOLD[700], 'stroke-width': 3 }) +
    line('M-12 34V74M0 30V74M12 34V74M-22 50H22', '#6b4a26', 2) +
    p('M-110 74H110V84H-110Z', '#2f5a36')
  )
}

export const fruit: Emblem = () =>
  symbol('lemon', -54, -26, 78) + symbol('grapes', 56, -30, 90) + symbol('cherry', 0, 20, 130) + sparkle(-70, 40, 9) + sparkle(72, 44, 7)

const gemShape = (x: number, y: number, s: number, light: string, mid: string, dark: string) =>
  g(
    { transform: `translate(${x} ${y}) scale(${s})` },
    p('M-40-12L-22-34H22L40-12L0 40Z', mid, { stroke: dark, 'stroke-width': 2, 'stroke-linejoin': 'round' }),
    p('M-22-34L-12-12H12L22-34Z', light),
    p('M-40-12L-12-12L0 40Z', dark, { opacity: 0.5 }),
    p('M40-12L12-12L0 40Z', light, { opacity: 0.4 }),
    line('M-40-12H40M-22-34L-12-12L0-34L12-12L22-34M-12-12L0 40L12-12', '#fff', 1.4, { opacity: 0.7 }),
  )

export const gems: Emblem = () =>
  gemShape(-58, 34, 0.8, '#ffb3c0', '#e0204a', '#7a0020') +
  gemShape(60, 36, 0.75, '#b8ffcf', '#18b45a', '#065a28') +
  gemShape(0, -4, 1.7, '#e8fcff', '#38c7ff', '#0b3a8c') +
  sparkle(-30, -58, 14) +
  sparkle(56, -36, 9) +
  sparkle(22, 56, 7)

export const dragon: Emblem = (t) => {
  const head =
    'M-78 92C-70 40-56 0-34-26L-58-84L-14-44C6-52 28-48 48-34L86-22C96-18 96-6 86-2L52 2L82 18C74 32 44 32 22 26C4 40-10 64-16 92Z'
  return (
    coinPile(20, 80, 150) +
    p(head, 'url(#ac)', { stroke: darken(t.surface, 0.5), 'stroke-width': 2.5, 'stroke-linejoin': 'round' }) +
    p('M-34-26L-58-84L-26-38Z', lighten(t.accent, 0.3)) +
    p('M-62 60C-50 20-40 0-24-16L-10 0C-24 20-34 50-38 92H-60Z', darken(t.surface, 0.3), { opacity: 0.5 }) +
    p('M-56 86L-72 80L-60 66L-76 56L-62 44L-74 30L-58 22L-66 6L-48 0', 'none', {
      stroke: GOLD[300],
      'stroke-width': 3,
      'stroke-linejoin': 'round',
    }) +
    p('M8-30C18-38 30-36 36-28C28-22 16-22 8-30Z', '#ffe14d', { stroke: '#4a0a00', 'stroke-width': 1.5 }) +
    el('ellipse', { cx: 22, cy: -29, rx: 1.8, ry: 5, fill: '#1a0500' }) +
    el('circle', { cx: 80, cy: -14, r: 2.5, fill: '#2a0500' }) +
    p('M56 2L60 10L64 2ZM66 4L70 12L74 4Z', '#fff') +
    line('M-6 12C10 8 28 10 44 14M-20 40C-4 34 10 34 20 30', darken(t.surface, 0.5), 2, { opacity: 0.6 }) +
    p('M88 6C100 2 112 10 110 22C104 16 96 18 90 14Z', '#ffb02e', { opacity: 0.9 })
  )
}

export const pirate: Emblem = () =>
  g(
    { transform: 'rotate(35)' },
    el('rect', { x: -8, y: -92, width: 16, height: 184, rx: 8, fill: '#f1ead6' }),
    el('circle', { cx: -8, cy: -90, r: 10, fill: '#f1ead6' }),
    el('circle', { cx: 8, cy: -90, r: 10, fill: '#f1ead6' }),
    el('circle', { cx: -8, cy: 90, r: 10, fill: '#f1ead6' }),
    el('circle', { cx: 8, cy: 90, r: 10, fill: '#f1ead6' }),
  ) +
  g(
    { transform: 'rotate(-35)' },
    el('rect', { x: -8, y: -92, width: 16, height: 184, rx: 8, fill: '#e6dcc0' }),
    el('circle', { cx: -8, cy: -90, r: 10, fill: '#e6dcc0' }),
    el('circle', { cx: 8, cy: -90, r: 10, fill: '#e6dcc0' }),
    el('circle', { cx: -8, cy: 90, r: 10, fill: '#e6dcc0' }),
    el('circle', { cx: 8, cy: 90, r: 10, fill: '#e6dcc0' }),
  ) +
  p('M-46 0C-46-42 46-42 46 0C46 22 36 30 30 36V52H-30V36C-36 30-46 22-46 0Z', '#fbf6e6', { stroke: '#8a7f63', 'stroke-width': 2 }) +
  p('M-30 2C-30-10-8-12-6 2C-6 14-30 16-30 2ZM30 2C30-10 8-12 6 2C6 14 30 16 30 2Z', '#1b1b22') +
  p('M0 14L-7 26H7Z', '#1b1b22') +
  line('M-20 40V52M-8 42V54M4 42V54M16 40V52', '#8a7f63', 2.5) +
  p('M-74-30C-56-30-40-62 0-62C40-62 56-30 74-30C60-18 40-22 0-24C-40-22-60-18-74-30Z', '#1b1b22', {
    stroke: GOLD[300],
    'stroke-width': 3,
    'stroke-linejoin': 'round',
  }) +
  p('M-46-44C-30-76 30-76 46-44C30-36-30-36-46-44Z', '#26262e') +
  p('M-10-54L0-44L10-54L0-64Z', '#fbf6e6') +
  line('M-8-62L8-46M8-62L-8-46', '#1b1b22', 1.5)

export const sevens: Emblem = () =>
  symbol('seven', -58, 10, 84) +
  symbol('seven', 58, 10, 84) +
  symbol('seven', 0, -4, 130) +
  sparkle(-74, -60, 11) +
  sparkle(80, -50, 9) +
  sparkle(10, 80, 8)

export const bells: Emblem = () =>
  g({ transform: 'translate(-36 6) rotate(-16)' }, symbol('bell', 0, 0, 120)) +
  g({ transform: 'translate(40 10) rotate(14)' }, symbol('bell', 0, 0, 110)) +
  p('M-10-62C-30-84-50-70-36-56C-28-50-16-54-6-60ZM10-62C30-84 50-70 36-56C28-50 16-54 6-60Z', '#d61f3a', {
    stroke: '#7a0016',
    'stroke-width': 2,
  }) +
  p('M-6-60L-22-30L-12-32L-4-22ZM6-60L22-30L12-32L4-22Z', '#b3122c') +
  el('circle', { cx: 0, cy: -60, r: 9, fill: '#e63a52', stroke: '#7a0016', 'stroke-width': 2 }) +
  sparkle(-80, -30, 8) +
  sparkle(84, -40, 10)

export const aztec: Emblem = (t) => {
  const pts = Array.from({ length: 32 }, (_, i) => polar(0, 0, i % 2 ? 72 : 94, i * 11.25 - 90))
  let steps = ''
  for (let i = 0; i < 24; i++) {
    const [x, y] = polar(0, 0, 57, i * 15)
    steps += el('rect', { x: x - 4, y: y - 4, width: 8, height: 8, transform: `rotate(${i * 15 + 45} ${n(x)} ${n(y)})` })
  }
  return (
    p(poly(pts), 'url(#gd)', { stroke: GOLD[900], 'stroke-width': 2, 'stroke-linejoin': 'round' }) +
    el('circle', { r: 70, fill: t.surface, stroke: GOLD[300], 'stroke-width': 4 }) +
    g({ fill: t.accent }, steps) +
    el('circle', { r: 46, fill: 'url(#gd)', stroke: GOLD[900], 'stroke-width': 2 }) +
    p('M-24-10H-6V-2H-24ZM6-10H24V-2H6Z', '#3a2200') +
    p('M-10 4L0-2L10 4L6 14H-6Z', GOLD[700]) +
    p('M-18 20H18L12 32H-12Z', '#3a2200') +
    p('M-4 26H4V38H-4Z', '#d3263a') +
    line('M-30-24L-18-28M30-24L18-28', '#3a2200', 3) +
    el('circle', { r: 46, fill: 'none', stroke: '#fff', 'stroke-width': 2, opacity: 0.3, 'stroke-dasharray': '40 250' })
  )
}

export const western: Emblem = () => {
  const tips = Array.from({ length: 6 }, (_, i) => polar(0, 0, 78, i * 60 - 90))
  return (
    el('circle', { r: 92, fill: 'none', stroke: '#a8743a', 'stroke-width': 7, 'stroke-dasharray': '14 4' }) +
    el('circle', { r: 92, fill: 'none', stroke: '#6b4320', 'stroke-width': 1.5 }) +
    p(star(0, 0, 78, 40, 6), 'url(#gd)', { stroke: GOLD[900], 'stroke-width': 2.5, 'stroke-linejoin': 'round' }) +
    tips.map(([x, y]) => el('circle', { cx: x, cy: y, r: 9, fill: 'url(#gd)', stroke: GOLD[900], 'stroke-width': 2 })).join('') +
    el('circle', { r: 32, fill: GOLD[500], stroke: GOLD[900], 'stroke-width': 2 }) +
    el('circle', { r: 26, fill: 'none', stroke: GOLD[100], 'stroke-width': 1.5, 'stroke-dasharray': '3 3' }) +
    p(star(0, 0, 16, 7), GOLD[900]) +
    p('M-50-40L-30-58L-10-34Z', '#fff', { opacity: 0.3 })
  )
}

export const space: Emblem = (t) =>
  el('circle', { cx: 60, cy: -66, r: 14, fill: '#c9cfe8' }) +
  el('circle', { cx: 56, cy: -70, r: 3, fill: '#a0a8c8' }) +
  p('M-98 14C-98-8 98-8 98 14', 'none', { stroke: lighten(t.accent, 0.3), 'stroke-width': 9, transform: 'rotate(-18)' }) +
  el('circle', { r: 58, fill: 'url(#ac)' }) +
  el('clipPath', { id: 'pl' }, el('circle', { r: 58 })) +
  line('M-60-24C-20-34 20-14 60-26M-60 8C-20-2 20 18 60 4M-60 34C-20 26 20 44 60 32', darken(t.accent, 0.3), 7, {
    'clip-path': 'url(#pl)',
    opacity: 0.6,
  }) +
  el('circle', { cx: 12, cy: 10, r: 58, fill: '#000', opacity: 0.25, 'clip-path': 'url(#pl)' }) +
  p('M-98 14C-98 36 98 36 98 14', 'none', { stroke: lighten(t.accent, 0.5), 'stroke-width': 9, transform: 'rotate(-18)' }) +
  sparkle(-76, -56, 8) +
  sparkle(-56, 70, 6) +
  sparkle(84, 48, 7)

export const candy: Emblem = () => {
  let swirl = 'M0 0'
  for (let a = 0; a < 720; a += 20) {
    const [x, y] = polar(0, 0, (a / 720) * 44, a)
    swirl += `L${n(x)} ${n(y)}`
  }
  return (
    el('rect', { x: -5, y: 10, width: 10, height: 90, rx: 4, fill: '#f4f1ff' }) +
    g(
      { transform: 'translate(0 -26)' },
      el('circle', { r: 48, fill: '#ff5fb2', stroke: '#b0186c', 'stroke-width': 3 }),
      line(swirl, '#fff', 9),
      el('ellipse', { cx: -18, cy: -24, rx: 12, ry: 6, fill: '#fff', opacity: 0.5, transform: 'rotate(-30 -18 -24)' }),
    ) +
    g(
      { transform: 'translate(-56 56) rotate(-25)' },
      p('M-22 0L-38-14V14Z M22 0L38-14V14Z', '#ffd23f'),
      el('ellipse', { rx: 24, ry: 16, fill: '#3dd6c5' }),
      line('M-10-14L-2 14M4-15L12 12', '#fff', 4),
    ) +
    g(
      { transform: 'translate(60 50) rotate(20)' },
      p('M-18 0L-32-12V12Z M18 0L32-12V12Z', '#8a5cff'),
      el('ellipse', { rx: 20, ry: 14, fill: '#ffd23f' }),
      line('M-8-12L0 12M6-12L12 10', '#ff5fb2', 4),
    ) +
    sparkle(70, -60, 8) +
    sparkle(-74, -40, 7)
  )
}

export const samurai: Emblem = (t) => {
  const blossom = (x: number, y: number, s: number) =>
    g(
      { transform: `translate(${x} ${y}) scale(${s})` },
      [0, 72, 144, 216, 288].map((r) => p('M0 0C-6-6-6-14 0-18C6-14 6-6 0 0Z', '#ffc6d9', { transform: `rotate(${r})` })).join(''),
      el('circle', { r: 3, fill: '#ff6f9a' }),
    )
  return (
    el('circle', { cx: 0, cy: -10, r: 64, fill: t.accent }) +
    el('circle', { cx: 0, cy: -10, r: 64, fill: 'url(#glowc)' }) +
    g(
      { transform: 'rotate(-40)' },
      p('M-6-100C2-60 4 0 0 48H-8C-6 0-10-60-6-100Z', 'url(#mt)', { stroke: '#59607a', 'stroke-width': 1 }),
      el('ellipse', { cx: -4, cy: 52, rx: 16, ry: 5, fill: 'url(#gd)' }),
      el('rect', { x: -9, y: 56, width: 10, height: 44, rx: 3, fill: '#1b1b22' }),
      line('M-9 62L1 70M-9 72L1 80M-9 82L1 90', '#c9a35a', 2),
    ) +
    g(
      { transform: 'rotate(38)' },
      el('rect', { x: -7, y: -92, width: 12, height: 150, rx: 5, fill: '#2a0c10', stroke: '#6b1a20', 'stroke-width': 2 }),
      el('rect', { x: -9, y: -20, width: 16, height: 6, fill: 'url(#gd)' }),
    ) +
    blossom(-70, 50, 1) +
    blossom(70, -60, 0.8) +
    blossom(64, 66, 0.7)
  )
}

export const halloween: Emblem = () =>
  el('circle', { cx: 62, cy: -62, r: 22, fill: '#fff3c4', opacity: 0.9 }) +
  p('M-82-58Q-74-66-66-58Q-62-70-56-62Q-60-52-66-54Q-74-46-82-58Z', '#0c0614') +
  p('M-6-52C-4-66 4-74 14-76', 'none', { stroke: '#3d6b1f', 'stroke-width': 8, 'stroke-linecap': 'round' }) +
  el('ellipse', { cx: -34, cy: 10, rx: 46, ry: 58, fill: '#e8680f' }) +
  el('ellipse', { cx: 34, cy: 10, rx: 46, ry: 58, fill: '#e8680f' }) +
  el('ellipse', { cx: 0, cy: 10, rx: 42, ry: 62, fill: '#ff8a1f' }) +
  line('M-28-44Q-40 10-28 64M28-44Q40 10 28 64', '#c4520a', 2.5) +
  p('M-46-8L-24-28L-18 0ZM46-8L24-28L18 0Z', '#ffe46b') +
  p('M-6 6L0-6L6 6Z', '#ffe46b') +
  p('M-54 22Q0 60 54 22Q40 48 0 50Q-40 48-54 22ZM-30 30V38H-20V33ZM20 33V38H30V30Z', '#ffe46b')

export const rainbow: Emblem = () =>
  ['#ff4d4d', '#ff9f1c', '#ffe14d', '#3ddc84', '#3d8bff', '#8a5cff']
    .map((c, i) =>
      p(`M${-96 + i * 10} 20A${96 - i * 10} ${96 - i * 10} 0 0 1 ${96 - i * 10} 20`, 'none', { stroke: c, 'stroke-width': 10.5 }),
    )
    .join('') +
  el('ellipse', { cx: -70, cy: 18, rx: 34, ry: 18, fill: '#fff', opacity: 0.92 }) +
  el('ellipse', { cx: 72, cy: 18, rx: 32, ry: 16, fill: '#fff', opacity: 0.92 }) +
  coinPile(0, 6, 110) +
  p('M-52 10H52C56 40 46 80 0 84C-46 80-56 40-52 10Z', '#1b1b22') +
  el('rect', { x: -58, y: 6, width: 116, height: 12, rx: 6, fill: '#2e2e38' }) +
  line('M-40 30C-44 50-36 68-20 76', '#fff', 3, { opacity: 0.25 }) +
  sparkle(-20, -30, 8) +
  sparkle(30, -16, 6)

export const phoenix: Emblem = () => {
  const wing = g(
    {},
    p('M6-4C30-40 60-70 96-76C80-62 74-52 72-40C84-44 92-44 100-40C84-30 78-20 74-10C82-10 88-8 94-2C70 6 40 10 8 14Z', 'url(#ac)', {
      stroke: '#8a2c00',
      'stroke-width': 1.5,
    }),
    p('M14 0C36-22 58-40 80-52C66-34 52-18 20 6Z', '#ffe27a', { opacity: 0.7 }),
  )
  return (
    mirror(wing) +
    p('M0-30C10-30 14-16 10 0C14 20 10 40 0 52C-10 40-14 20-10 0C-14-16-10-30 0-30Z', '#ffcf5a', {
      stroke: '#8a2c00',
      'stroke-width': 1.5,
    }) +
    p('M0-44C8-44 12-38 10-30L0-26L-10-30C-12-38-8-44 0-44Z', '#ffdf7a') +
    p('M-4-38L0-30L4-38Z', '#8a2c00') +
    p('M0-44C-4-56 4-66 10-72C8-62 12-56 8-48Z', '#ff7a1a') +
    p('M-4 50C-24 70-20 90-30 100C-6 90 0 76 0 60C0 76 6 90 30 100C20 90 24 70 4 50Z', 'url(#ac)') +
    p('M0 52C-6 70-4 84 0 98C4 84 6 70 0 52Z', '#ffe27a')
  )
}

export const goldrush: Emblem = () =>
  g(
    { transform: 'rotate(-35)' },
    el('rect', { x: -5, y: -70, width: 10, height: 150, rx: 4, fill: '#8a5a2b', stroke: '#4a2e12', 'stroke-width': 1.5 }),
    p('M-70-60C-40-84 40-84 70-60L64-52C36-68-36-68-64-52Z', 'url(#mt)', { stroke: '#4a5060', 'stroke-width': 2 }),
  ) +
  g(
    { transform: 'rotate(35)' },
    el('rect', { x: -5, y: -80, width: 10, height: 120, rx: 4, fill: '#9a6a35', stroke: '#4a2e12', 'stroke-width': 1.5 }),
    p('M-14-92H14V-80H-14Z', '#9a6a35'),
    p('M-22 36H22V70Q0 92-22 70Z', 'url(#mt)', { stroke: '#4a5060', 'stroke-width': 2 }),
  ) +
  (
    [
      [-40, 70, 24],
      [-4, 64, 30],
      [36, 72, 22],
      [14, 84, 18],
      [-22, 86, 16],
      [56, 84, 14],
    ] as const
  )
    .map(([x, y, s]) =>
      p(
        `M${x - s} ${y}L${x - s * 0.6} ${y - s * 0.7}L${x + s * 0.2} ${y - s * 0.85}L${x + s} ${y - s * 0.2}L${x + s * 0.7} ${y + s * 0.5}L${x - s * 0.5} ${y + s * 0.55}Z`,
        'url(#gd)',
        { stroke: GOLD[900], 'stroke-width': 1.5, 'stroke-linejoin': 'round' },
      ),
    )
    .join('') +
  sparkle(-10, 40, 10) +
  sparkle(46, 54, 7)

export const tiki: Emblem = () =>
  [-60, -30, 0, 30, 60]
    .map((r) =>
      p('M0 0C-10-40-4-80 0-100C4-80 10-40 0 0Z', '#3d9a3a', {
        transform: `rotate(${r}) translate(0 -20)`,
        stroke: '#1f5a1f',
        'stroke-width': 1.5,
      }),
    )
    .join('') +
  p('M-46-70C-46-84 46-84 46-70V80C46 92-46 92-46 80Z', '#8a5a2b', { stroke: '#3e2410', 'stroke-width': 3 }) +
  line('M-46-40H46M-46 46H46', '#5e3a18', 3) +
  p('M-36-54H-6V-34H-36ZM6-54H36V-34H6Z', '#f5e7c6', { stroke: '#3e2410', 'stroke-width': 2 }) +
  el('circle', { cx: -21, cy: -44, r: 6, fill: '#1a0e05' }) +
  el('circle', { cx: 21, cy: -44, r: 6, fill: '#1a0e05' }) +
  p('M-8-30H8L12 0H-12Z', '#6b4420') +
  p('M-34 10H34Q30 40 0 40Q-30 40-34 10Z', '#3e2410') +
  p('M-28 12H28V20H-28Z', '#f5e7c6') +
  line('M-18 12V20M-6 12V20M6 12V20M18 12V20', '#3e2410', 1.5) +
  line('M-38 58H38M-38 68H38', '#f5a142', 3, { 'stroke-dasharray': '8 5' })

export const viking: Emblem = () => {
  const axe = (r: number) =>
    g(
      { transform: `rotate(${r})` },
      el('rect', { x: -4, y: -96, width: 8, height: 190, rx: 3, fill: '#7a4e24' }),
      p('M4-90C30-96 44-80 46-58C30-66 16-62 4-56Z', 'url(#mt)', { stroke: '#4a5060', 'stroke-width': 2 }),
    )
  let planks = ''
  for (let x = -48; x <= 48; x += 24) planks += `M${x}-70V70`
  return (
    axe(-40) +
    g({ transform: 'scale(-1 1)' }, axe(-40)) +
    el('circle', { r: 74, fill: '#8a5a2b', stroke: 'url(#mt)', 'stroke-width': 10 }) +
    el('clipPath', { id: 'sh' }, el('circle', { r: 70 })) +
    line(planks, '#5e3a18', 2.5, { 'clip-path': 'url(#sh)' }) +
    p('M-70 0H70M0-70V70', 'none', { stroke: '#24405a', 'stroke-width': 16, 'clip-path': 'url(#sh)' }) +
    el('circle', { r: 22, fill: 'url(#mt)', stroke: '#3a4150', 'stroke-width': 2 }) +
    el('circle', { cx: -6, cy: -6, r: 7, fill: '#fff', opacity: 0.5 }) +
    [0, 45, 90, 135, 180, 225, 270, 315]
      .map((a) => {
        const [x, y] = polar(0, 0, 74, a)
        return el('circle', { cx: x, cy: y, r: 3.5, fill: '#e6e9f5' })
      })
      .join('')
  )
}

export const neon: Emblem = (t) =>
  g(
    { filter: 'url(#neon)' },
    el('circle', { r: 90, fill: 'none', stroke: '#3df0ff', 'stroke-width': 4 }),
    line(star(0, 4, 62, 25), t.accent, 5),
    line('M-74-66L-62-80L-50-66L-62-52Z M62 60L74 46L86 60L74 74Z', '#ffe14d', 3.5),
  ) +
  line(star(0, 4, 62, 25), '#fff', 1.5, { opacity: 0.9 }) +
  el('circle', { r: 90, fill: 'none', stroke: '#fff', 'stroke-width': 1, opacity: 0.7 })

export const chilli: Emblem = () =>
  p('M-40-40C-70-40-74-80-58-92C-56-76-46-66-30-64Z', '#3d9a3a') +
  g(
    { transform: 'rotate(-10)' },
    p('M-50-58C-30-70 0-60 10-40C24-10 40 30 80 70C40 74 10 50-10 20C-26-4-44-30-50-58Z', '#d4141c', {
      stroke: '#6e0008',
      'stroke-width': 2.5,
    }),
    p('M-40-54C-26-60-8-52 0-38C-14-44-28-46-40-54Z', '#ff8a8a', { opacity: 0.7 }),
    p('M-56-66C-46-80-28-78-22-64C-34-62-46-60-56-66Z', '#2f8a2e'),
  ) +
  p('M46-40C36-60 52-70 60-84C64-70 76-64 70-46C80-54 84-62 82-72C96-56 92-30 74-22C60-16 48-26 46-40Z', '#ffb02e', { opacity: 0.9 }) +
  p('M60-36C56-46 62-54 66-60C70-52 74-46 70-36C66-30 62-30 60-36Z', '#fff1a8')

export const clover: Emblem = () => coinPile(0, 70, 150) + symbol('clover', 0, -10, 170) + sparkle(-70, -60, 10) + sparkle(72, -30, 7)

export const moon: Emblem = (t) => {
  const crystal = (x: number, y: number, h: number, w: number, r: number, c: string) =>
    g(
      { transform: `translate(${x} ${y}) rotate(${r})` },
      p(`M${-w} 0V${-h}L0 ${-h - w * 1.4}L${w} ${-h}V0Z`, c, { stroke: '#fff', 'stroke-opacity': 0.6, 'stroke-width': 1.2 }),
      p(`M0 0V${-h - w * 1.4}L${w} ${-h}V0Z`, '#fff', { opacity: 0.25 }),
    )
  return (
    p('M30-92A62 62 0 1 0 40 28A50 50 0 1 1 30-92Z', 'url(#gd)', { transform: 'translate(-20 -10)' }) +
    el('circle', { cx: -30, cy: -40, r: 5, fill: GOLD[700], opacity: 0.5 }) +
    el('circle', { cx: -44, cy: -2, r: 8, fill: GOLD[700], opacity: 0.4 }) +
    crystal(30, 84, 70, 13, 8, lighten(t.accent, 0.1)) +
    crystal(4, 86, 50, 11, -14, '#8aa6ff') +
    crystal(56, 86, 40, 10, 24, '#b18cff') +
    crystal(-20, 88, 30, 9, -30, '#c9d8ff') +
    sparkle(60, -60, 10) +
    sparkle(84, -20, 6) +
    sparkle(-80, 60, 7)
  )
}

export const crown: Emblem = () =>
  el('path', { d: rays(0, -10, 100, 20, 0.45), fill: GOLD[300], opacity: 0.18 }) +
  el('ellipse', { cx: 0, cy: 62, rx: 86, ry: 22, fill: '#7a1a9a' }) +
  el('ellipse', { cx: 0, cy: 56, rx: 80, ry: 16, fill: '#9a2fc0' }) +
  line('M-70 60Q0 82 70 60', GOLD[300], 2, { 'stroke-dasharray': '4 4' }) +
  symbol('crown', 0, -6, 160) +
  sparkle(-74, -54, 9) +
  sparkle(70, -64, 11)

export const vault: Emblem = () => {
  const bolts = Array.from({ length: 12 }, (_, i) => {
    const [x, y] = polar(0, -14, 70, i * 30)
    return el('circle', { cx: x, cy: y, r: 4, fill: '#c8cfd8' })
  }).join('')
  const spokes = [0, 60, 120]
    .map((a) => {
      const [x, y] = polar(0, 0, 34, a)
      return `M${n(-x)} ${n(-y)}L${n(x)} ${n(y)}`
    })
    .join('')
  const bar = (x: number, y: number) =>
    g(
      { transform: `translate(${x} ${y})` },
      p('M-26 0L-18-16H18L26 0Z', 'url(#gd)', { stroke: GOLD[900], 'stroke-width': 1.5 }),
      p('M-18-16H18L14-12H-14Z', GOLD[50], { opacity: 0.7 }),
    )
  return (
    el('rect', { x: -90, y: -100, width: 180, height: 172, rx: 14, fill: '#2b3540', stroke: 'url(#mt)', 'stroke-width': 5 }) +
    el('circle', { cy: -14, r: 80, fill: 'url(#mt)', stroke: '#4a5562', 'stroke-width': 3 }) +
    el('circle', { cy: -14, r: 62, fill: '#8b96a3' }) +
    bolts +
    g(
      { transform: 'translate(0 -14)' },
      line(spokes, '#2b3540', 7),
      el('circle', { r: 40, fill: 'none', stroke: '#2b3540', 'stroke-width': 5 }),
      el('circle', { r: 14, fill: 'url(#gd)', stroke: GOLD[900], 'stroke-width': 2 }),
    ) +
    bar(-40, 96) +
    bar(14, 96) +
    bar(-14, 80) +
    bar(66, 96)
  )
}

export const lotus: Emblem = () => {
  const petal = (r: number, len: number, c: string) =>
    p(
      `M0 0C${-len * 0.35} ${-len * 0.4} ${-len * 0.2} ${-len * 0.85} 0 ${-len}C${len * 0.2} ${-len * 0.85} ${len * 0.35} ${-len * 0.4} 0 0Z`,
      c,
      { transform: `rotate(${r})`, stroke: '#a0336b', 'stroke-width': 1.2 },
    )
  return (
    el('ellipse', { cx: 0, cy: 56, rx: 96, ry: 20, fill: '#1f6b5a' }) +
    p('M0 56L60 40A96 20 0 0 1 96 56Z', '#0e3a30') +
    g(
      { transform: 'translate(0 44)' },
      [-80, 80, -58, 58].map((r) => petal(r, 70, '#ff8ac4')).join(''),
      [-32, 32].map((r) => petal(r, 90, '#ffa3d1')).join(''),
      petal(0, 104, '#ffc2e0'),
      el('ellipse', { cy: -6, rx: 16, ry: 6, fill: '#ffd23f' }),
    ) +
    sparkle(-70, -50, 8) +
    sparkle(70, -70, 10) +
    bubbles([
      [-80, 20, 3],
      [84, 10, 4],
    ])
  )
}

export const hammer: Emblem = (t) =>
  p('M-30-100L-56-30H-34L-58 30L-10-46H-32L-6-100Z', t.accent, { opacity: 0.6, transform: 'translate(-20 10)' }) +
  p('M40-90L24-40H40L18 10L58-50H42L60-90Z', t.accent, { opacity: 0.6, transform: 'translate(30 0)' }) +
  g(
    { transform: 'rotate(-30)' },
    el('rect', { x: -8, y: -10, width: 16, height: 104, rx: 4, fill: '#5a3a1e', stroke: '#2a180a', 'stroke-width': 1.5 }),
    line('M-8 20L8 30M-8 36L8 46M-8 52L8 62M-8 68L8 78', '#c9a35a', 3),
    el('circle', { cy: 98, r: 9, fill: 'url(#gd)' }),
    el('rect', { x: -60, y: -72, width: 120, height: 64, rx: 6, fill: 'url(#mt)', stroke: '#3a4150', 'stroke-width': 2.5 }),
    el('rect', { x: -66, y: -78, width: 14, height: 76, rx: 4, fill: '#c8cfd8', stroke: '#3a4150', 'stroke-width': 2 }),
    el('rect', { x: 52, y: -78, width: 14, height: 76, rx: 4, fill: '#c8cfd8', stroke: '#3a4150', 'stroke-width': 2 }),
    p('M-16-54L0-40L16-54M0-40V-20', 'none', { stroke: t.accent, 'stroke-width': 4, 'stroke-linecap': 'round' }),
  )

export const frost: Emblem = (t) => {
  const arm =
    line('M0 0V-84M0-30L-18-46M0-30L18-46M0-56L-14-68M0-56L14-68M0-80L-6-88M0-80L6-88', '#eaf9ff', 7) + line('M0 0V-84', t.accent, 2)
  return (
    el('circle', { r: 84, fill: 'url(#glowc)' }) +
    [0, 60, 120, 180, 240, 300].map((r) => g({ transform: `rotate(${r})` }, arm)).join('') +
    p(star(0, 0, 20, 10, 6), '#fff') +
    g(
      { transform: 'translate(-70 64) scale(.28)' },
      [0, 60, 120].map((r) => g({ transform: `rotate(${r})` }, line('M0-84V84', '#fff', 10))).join(''),
    ) +
    g(
      { transform: 'translate(74 -66) scale(.2)' },
      [0, 60, 120].map((r) => g({ transform: `rotate(${r})` }, line('M0-84V84', '#fff', 12))).join(''),
    )
  )
}
