import { coin3d, coinDefs, type Motif } from './lib/coin'
import { darken, lighten } from './lib/color'
import { ACCENT, GOLD } from './lib/palette'
import { card, chip, chipStack, die, suitDefs, wheel } from './lib/parts'
import { symbol, symbolDefs, type SymbolName } from './lib/symbols'
import { el, g, linear, n, radial, rays, rng, save, star, svg } from './lib/svg'
import { saveWebp } from './lib/raster'

/**
 * Banner art: decorative only. Pages put their own headline and buttons over the calm side (left
 * on wide banners, top-left on mobile), so no words are drawn here.
 */
const sharedDefs = (body: string) =>
  coinDefs('c') +
  linear('gd', [
    [0, GOLD[50]],
    [0.45, GOLD[300]],
    [1, GOLD[700]],
  ]) +
  linear('mt', [
    [0, '#ffffff'],
    [0.5, '#c8cfd8'],
    [1, '#7a8494'],
  ]) +
  radial('cone', [
    [0, '#e8c27a'],
    [0.6, '#9a6a2a'],
    [1, '#5a3812'],
  ]) +
  radial('glow', [
    [0, '#fff', 0.5],
    [1, '#fff', 0],
  ]) +
  (body.includes('url(#s-') ? symbolDefs : '') +
  suitDefs(body)

const background = (w: number, h: number, top: string, bottom: string, glow: string, gx: number, gy: number) =>
  el(
    'linearGradient',
    { id: 'bg', x1: 0, y1: 0, x2: 1, y2: 1 },
    el('stop', { offset: 0, 'stop-color': top }),
    el('stop', { offset: 1, 'stop-color': bottom }),
  ) +
  el(
    'radialGradient',
    { id: 'hl', cx: gx, cy: gy, r: Math.max(w, h) * 0.45, gradientUnits: 'userSpaceOnUse' },
    el('stop', { offset: 0, 'stop-color': glow, 'stop-opacity': 0.55 }),
    el('stop', { offset: 1, 'stop-color': glow, 'stop-opacity': 0 }),
  ) +
  el(
    'radialGradient',
    { id: 'rf', cx: gx, cy: gy, r: Math.max(w, h) * 0.6, gradientUnits: 'userSpaceOnUse' },
    el('stop', { offset: 0, 'stop-color': GOLD[100], 'stop-opacity': 0.14 }),
    el('stop', { offset: 1, 'stop-color': GOLD[100], 'stop-opacity': 0 }),
  ) +
  el('rect', { width: w, height: h, fill: 'url(#bg)' }) +
  el('path', { d: rays(gx, gy, Math.max(w, h), 30, 0.45), fill: 'url(#rf)' }) +
  el('rect', { width: w, height: h, fill: 'url(#hl)' })

/** Soft out-of-focus lights and small sparkles, seeded so output is stable. */
const bokeh = (w: number, h: number, seed: number, count: number, x0 = 0) => {
  const r = rng(seed)
  let dots = ''
  let sparks = ''
  for (let i = 0; i < count; i++) {
    const x = x0 + r() * (w - x0)
    const y = r() * h
    dots += el('circle', { cx: x, cy: y, r: 3 + r() * 14, fill: i % 3 ? GOLD[300] : '#ffffff', opacity: 0.06 + r() * 0.12 })
    if (i % 2 === 0) sparks += star(x0 + r() * (w - x0), r() * h, 4 + r() * 8, 1, 4, 0)
  }
  return dots + el('path', { d: sparks, fill: '#fff', opacity: 0.7 })
}

type CoinSpec = readonly [x: number, y: number, r: number, k: number, rot: number, m?: Motif]
const coins = (list: readonly CoinSpec[]) =>
  list.map(([x, y, r, k, rot, m]) => g({ transform: `translate(${x} ${y})` }, coin3d('c', r, k, r * 0.18, rot, m ?? 'star'))).join('')

const confetti = (w: number, h: number, seed: number, count: number, x0 = 0) => {
  const r = rng(seed)
  const colors = [GOLD[300], ACCENT.magenta, ACCENT.teal, '#ffffff', ACCENT.violet, '#ff8a3d']
  let s = ''
  for (let i = 0; i < count; i++) {
    const x = x0 + r() * (w - x0)
    const y = r() * h
    s += el('rect', {
      x: -5,
      y: -2.5,
      width: 10 + r() * 6,
      height: 5,
      rx: 1.5,
      fill: colors[i % colors.length],
      opacity: 0.85,
      transform: `translate(${n(x)} ${n(y)}) rotate(${n(r() * 360)})`,
    })
  }
  return s
}

const fadeLeft = (w: number, h: number, to: number, color: string) =>
  el(
    'linearGradient',
    { id: 'fl', x1: 0, y1: 0, x2: 1, y2: 0 },
    el('stop', { offset: 0, 'stop-color': color, 'stop-opacity': 0.85 }),
    el('stop', { offset: to, 'stop-color': color, 'stop-opacity': 0 }),
  ) + el('rect', { width: w, height: h, fill: 'url(#fl)' })

const rasters: Promise<number>[] = []

/** Broad gradients hold up at a lower quality than the game art: 12 KB for the phone's category banner. */
const BANNER_QUALITY = 70

/**
 * Saves a banner's SVG and WebP drawn from it: pages show the WebP, decoded off the main thread,
 * where an SVG image is a document of its own, parsed, laid out and painted on it (issue 27).
 */
const write = (file: string, w: number, h: number, body: string) => {
  const art = svg({ w, h, defs: sharedDefs(body), extra: { preserveAspectRatio: 'xMidYMid slice' } }, body)
  save(`banners/${file}`, art)
  rasters.push(saveWebp(`banners/${file.replace(/\.svg$/, '.webp')}`, art, w, BANNER_QUALITY))
}

const reel = (x: number, y: number, w: number, h: number, syms: readonly SymbolName[]) =>
  el('rect', { x: x - w / 2, y: y - h / 2, width: w, height: h, rx: 14, fill: 'url(#reel)', stroke: 'url(#gd)', 'stroke-width': 6 }) +
  syms.map((s, i) => symbol(s, x, y + (i - 1) * (h / 3), Math.min(w * 0.56, h * 0.28))).join('')

const reelDef = linear('reel', [
  [0, '#8d8fa3'],
  [0.15, '#f4f4f8'],
  [0.85, '#f4f4f8'],
  [1, '#8d8fa3'],
])

// Lobby: roulette wheel, cards, chips and falling coins on the right.
const lobby = () => {
  const wide =
    background(1920, 480, '#0d0a26', '#1d0b33', '#7b4dff', 1500, 220) +
    bokeh(1920, 480, 3, 40, 700) +
    g({ transform: 'translate(1640 250)' }, wheel(205)) +
    card('A', 'S', 1300, 250, -16, 1.9) +
    card('K', 'H', 1400, 236, 8, 1.9) +
    chipStack(1440, 455, 110, 5, '#d61f3a') +
    chipStack(1560, 470, 110, 7, '#1a1a22') +
    chipStack(1790, 470, 110, 4, '#1f6bd6') +
    chip(1230, 410, 46, '#2f9a3a') +
    die(1120, 300, 46, '#f4f1ea', 5, 3, 2) +
    coins([
      [980, 120, 34, 0.6, -20],
      [1190, 80, 42, 0.85, 14, 'c'],
      [1500, 70, 30, 0.3, 60],
      [1880, 150, 38, 0.7, -30],
      [1860, 400, 30, 0.9, 10, 'c'],
      [880, 360, 26, 0.2, 70],
      [1060, 430, 30, 0.75, 25],
    ]) +
    fadeLeft(1920, 480, 0.5, '#07080f')
  write('lobby-desktop.svg', 1920, 480, wide)

  const narrow =
    background(750, 420, '#0d0a26', '#1d0b33', '#7b4dff', 560, 230) +
    bokeh(750, 420, 5, 18, 300) +
    g({ transform: 'translate(600 270) scale(.78)' }, wheel(185)) +
    card('A', 'S', 400, 300, -14, 1.4) +
    card('K', 'H', 470, 290, 8, 1.4) +
    chipStack(520, 400, 80, 4, '#d61f3a') +
    chipStack(690, 405, 80, 5, '#1a1a22') +
    coins([
      [360, 90, 26, 0.7, -20],
      [470, 60, 30, 0.85, 14, 'c'],
      [700, 70, 24, 0.3, 60],
      [320, 380, 22, 0.5, 30],
    ]) +
    fadeLeft(750, 420, 0.6, '#07080f')
  write('lobby-mobile.svg', 750, 420, narrow)
}

// Category: three big reels with a jackpot line and a burst of coins.
const category = () => {
  const wide =
    reelDef +
    background(1920, 480, '#071a24', '#140a30', '#1fd1a5', 1480, 240) +
    bokeh(1920, 480, 11, 40, 700) +
    el('rect', { x: 1120, y: 70, width: 720, height: 340, rx: 36, fill: '#120308', stroke: 'url(#gd)', 'stroke-width': 8 }) +
    reel(1250, 240, 200, 300, ['cherry', 'seven', 'bell']) +
    reel(1480, 240, 200, 300, ['gem', 'seven', 'cherry']) +
    reel(1710, 240, 200, 300, ['bell', 'seven', 'star']) +
    el('path', { d: 'M1110 240H1850', stroke: '#ff2a44', 'stroke-width': 4, opacity: 0.9 }) +
    Array.from(
      { length: 14 },
      (_, i) =>
        el('circle', { cx: 1150 + i * 51, cy: 70, r: 7, fill: i % 2 ? '#fff6c8' : GOLD[300] }) +
        el('circle', { cx: 1150 + i * 51, cy: 410, r: 7, fill: i % 2 ? GOLD[300] : '#fff6c8' }),
    ).join('') +
    coins([
      [1000, 110, 40, 0.8, -18, 'c'],
      [920, 330, 30, 0.4, 40],
      [1060, 420, 34, 0.9, 12],
      [1880, 90, 30, 0.6, -30],
      [1890, 360, 36, 0.8, 20, 'c'],
    ]) +
    fadeLeft(1920, 480, 0.5, '#07080f')
  write('category-desktop.svg', 1920, 480, wide)

  const narrow =
    reelDef +
    background(750, 420, '#071a24', '#140a30', '#1fd1a5', 560, 240) +
    bokeh(750, 420, 13, 16, 300) +
    el('rect', { x: 372, y: 110, width: 360, height: 230, rx: 24, fill: '#120308', stroke: 'url(#gd)', 'stroke-width': 6 }) +
    reel(440, 225, 112, 200, ['cherry', 'seven', 'bell']) +
    reel(552, 225, 112, 200, ['gem', 'seven', 'cherry']) +
    reel(664, 225, 112, 200, ['bell', 'seven', 'star']) +
    el('path', { d: 'M368 225H736', stroke: '#ff2a44', 'stroke-width': 3 }) +
    coins([
      [330, 80, 28, 0.8, -18, 'c'],
      [700, 70, 24, 0.6, -30],
      [330, 370, 24, 0.5, 30],
      [690, 385, 26, 0.9, 10],
    ]) +
    fadeLeft(750, 420, 0.55, '#07080f')
  write('category-mobile.svg', 750, 420, narrow)
}

// Sweepstakes: an open gift box with coins and confetti bursting out.
const sweepstakes = () => {
  const box = (x: number, y: number, s: number) =>
    g(
      { transform: `translate(${x} ${y}) scale(${s})` },
      el('circle', { cy: -120, r: 170, fill: 'url(#glow)' }),
      el('rect', { x: -110, y: -60, width: 220, height: 150, rx: 10, fill: '#b3123a' }),
      el('rect', { x: -110, y: -60, width: 110, height: 150, fill: '#000', opacity: 0.12 }),
      el('rect', { x: -20, y: -60, width: 40, height: 150, fill: 'url(#gd)' }),
      g(
        { transform: 'rotate(-18 -130 -80)' },
        el('rect', { x: -128, y: -100, width: 256, height: 44, rx: 8, fill: '#d61f4a' }),
        el('rect', { x: -22, y: -100, width: 44, height: 44, fill: 'url(#gd)' }),
      ),
      el('path', {
        d: 'M0-60C-40-110-90-90-70-66C-58-52-24-56 0-60ZM0-60C40-110 90-90 70-66C58-52 24-56 0-60Z',
        fill: 'url(#gd)',
        stroke: GOLD[900],
        'stroke-width': 2,
      }),
    )
  const body =
    background(1200, 400, '#1a0a2e', '#2a0a1a', '#ff8a3d', 860, 200) +
    bokeh(1200, 400, 21, 30, 450) +
    confetti(1200, 400, 4, 60, 480) +
    box(860, 300, 1) +
    coins([
      [780, 120, 30, 0.8, -20],
      [860, 60, 36, 0.9, 10, 'c'],
      [950, 110, 28, 0.5, 40],
      [700, 190, 22, 0.3, 70],
      [1010, 190, 26, 0.7, -30],
      [1120, 80, 30, 0.85, 20, 'c'],
      [600, 90, 24, 0.6, -10],
      [1140, 320, 28, 0.8, 15],
    ]) +
    el('path', { d: star(660, 300, 18, 4, 4, 0) + star(1060, 40, 14, 3, 4, 0), fill: '#fff' }) +
    fadeLeft(1200, 400, 0.45, '#07080f')
  write('sweepstakes.svg', 1200, 400, body)
}

// Promo card: a swirling portal throwing out cards, dice, chips and coins.
const promoCard = () => {
  let rings = ''
  for (let i = 0; i < 7; i++)
    rings += el('ellipse', {
      cx: 400,
      cy: 210,
      rx: 40 + i * 32,
      ry: 16 + i * 13,
      fill: 'none',
      stroke: i % 2 ? ACCENT.magenta : ACCENT.violet,
      'stroke-width': 3,
      opacity: 0.75 - i * 0.09,
      transform: `rotate(${-12 + i * 4} 400 210)`,
    })
  const body =
    background(600, 400, '#0c0626', '#220a3a', '#e23fb0', 400, 210) +
    bokeh(600, 400, 31, 16, 150) +
    rings +
    el('ellipse', { cx: 400, cy: 210, rx: 60, ry: 26, fill: 'url(#glow)' }) +
    el('ellipse', { cx: 400, cy: 210, rx: 26, ry: 11, fill: '#fff', opacity: 0.9 }) +
    card('A', 'H', 520, 90, 24, 0.9) +
    card('7', 'S', 290, 100, -28, 0.75) +
    die(530, 320, 30, '#e0304a', 6, 3, 4) +
    die(260, 300, 22, '#f4f1ea', 5, 2, 1) +
    chip(470, 350, 24, '#1f6bd6') +
    chip(330, 40, 18, '#2f9a3a') +
    coins([
      [560, 200, 24, 0.7, 30, 'c'],
      [240, 200, 20, 0.4, -40],
      [420, 70, 22, 0.9, 10],
      [380, 350, 18, 0.5, 50],
    ]) +
    fadeLeft(600, 400, 0.4, '#07080f')
  write('promo-card.svg', 600, 400, body)
}

// Referral: two player badges linked by a golden path, a gift in between.
const referral = () => {
  const person = (x: number, y: number, c: string) =>
    g(
      { transform: `translate(${x} ${y})` },
      el('circle', { r: 62, fill: darken(c, 0.55), stroke: c, 'stroke-width': 5 }),
      el('circle', { cy: -14, r: 20, fill: lighten(c, 0.5) }),
      el('path', { d: 'M-36 40C-32 16-16 8 0 8S32 16 36 40C26 50 12 54 0 54S-26 50-36 40Z', fill: lighten(c, 0.5) }),
    )
  const body =
    background(600, 400, '#0a1226', '#12082a', '#1fd1a5', 420, 200) +
    bokeh(600, 400, 41, 14, 200) +
    el('path', {
      d: 'M270 250C310 150 470 150 510 250',
      fill: 'none',
      stroke: 'url(#gd)',
      'stroke-width': 6,
      'stroke-dasharray': '2 14',
      'stroke-linecap': 'round',
    }) +
    person(265, 270, ACCENT.teal) +
    person(515, 270, ACCENT.violet) +
    el('circle', { cx: 390, cy: 130, r: 70, fill: 'url(#glow)' }) +
    g(
      { transform: 'translate(390 140)' },
      el('rect', { x: -40, y: -22, width: 80, height: 56, rx: 6, fill: '#d61f4a' }),
      el('rect', { x: -46, y: -36, width: 92, height: 18, rx: 5, fill: '#ff3b64' }),
      el('rect', { x: -8, y: -36, width: 16, height: 70, fill: 'url(#gd)' }),
      el('path', { d: 'M0-36C-18-60-40-50-30-38C-24-32-10-34 0-36ZM0-36C18-60 40-50 30-38C24-32 10-34 0-36Z', fill: 'url(#gd)' }),
    ) +
    coins([
      [310, 70, 22, 0.8, -20, 'c'],
      [490, 60, 20, 0.5, 30],
      [390, 310, 24, 0.9, 10],
      [570, 130, 16, 0.3, 60],
    ]) +
    el('path', { d: star(360, 180, 10, 2, 4, 0) + star(480, 200, 8, 2, 4, 0), fill: '#fff' }) +
    fadeLeft(600, 400, 0.35, '#07080f')
  write('referral.svg', 600, 400, body)
}

// Off market: a neon arcade panel with a joystick and glowing symbols.
const offMarket = () => {
  const neon = (d: string, c: string, w = 5) =>
    el('path', {
      d,
      fill: 'none',
      stroke: c,
      'stroke-width': w,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
      filter: 'url(#nf)',
    }) +
    el('path', {
      d,
      fill: 'none',
      stroke: '#fff',
      'stroke-width': w * 0.3,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
      opacity: 0.9,
    })
  let grid = ''
  for (let i = 0; i <= 16; i++) grid += `M${600 + i * 40} 360L${900 + (i - 8) * 120} 470`
  for (let j = 0; j < 5; j++) grid += `M400 ${360 + j * j * 8}H1200`
  const body =
    el(
      'filter',
      { id: 'nf', x: '-30%', y: '-30%', width: '160%', height: '160%' },
      el('feGaussianBlur', { stdDeviation: 5, result: 'b' }),
      el('feMerge', {}, el('feMergeNode', { in: 'b' }), el('feMergeNode', { in: 'SourceGraphic' })),
    ) +
    background(1200, 360, '#060a1a', '#1a0630', '#e23fb0', 880, 160) +
    el('path', { d: grid, stroke: ACCENT.magenta, 'stroke-width': 1.5, opacity: 0.35, fill: 'none' }) +
    bokeh(1200, 360, 51, 20, 500) +
    neon('M700 90H1060V250H700Z', '#3df0ff', 4) +
    neon(star(790, 170, 44, 18), '#ffe14d') +
    neon('M880 130H930L900 220', '#ff3fd1', 6) +
    neon('M955 140H1015L1035 165L985 222L935 165ZM935 165H1035M970 140L960 165L985 222L1010 165L1000 140', '#3ddc84', 4) +
    el('ellipse', { cx: 880, cy: 320, rx: 60, ry: 16, fill: '#1a1a2e', stroke: '#3df0ff', 'stroke-width': 2 }) +
    el('path', { d: 'M874 318L862 262', stroke: 'url(#mt)', 'stroke-width': 9, 'stroke-linecap': 'round' }) +
    el('circle', { cx: 860, cy: 254, r: 18, fill: '#ff3b5c' }) +
    el('circle', { cx: 854, cy: 248, r: 6, fill: '#fff', opacity: 0.6 }) +
    el('circle', { cx: 960, cy: 322, r: 11, fill: '#ffe14d' }) +
    el('circle', { cx: 995, cy: 312, r: 11, fill: '#3ddc84' }) +
    coins([
      [620, 80, 26, 0.7, -20, 'c'],
      [1130, 90, 28, 0.5, 30],
      [1130, 290, 24, 0.9, 10],
      [620, 280, 22, 0.35, 60],
    ]) +
    fadeLeft(1200, 360, 0.45, '#07080f')
  write('off-market.svg', 1200, 360, body)
}

lobby()
category()
sweepstakes()
promoCard()
referral()
offMarket()
await Promise.all(rasters)
