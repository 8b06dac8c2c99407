import { coin3d, coinDefs, type Motif } from './lib/coin'
import { ACCENT, GOLD, INK } from './lib/palette'
import { symbol, symbolDefs, type SymbolName } from './lib/symbols'
import { saveWebp } from './lib/raster'
import { el, g, linear, n, radial, rays, rng, save, star, svg } from './lib/svg'

const COINS: readonly { k: number; rot: number; m: Motif; glint?: boolean }[] = [
  { k: 1, rot: 0, m: 'star' },
  { k: 0.82, rot: 18, m: 'c' },
  { k: 0.5, rot: -24, m: 'star' },
  { k: 0.14, rot: 68, m: 'none' },
  { k: 0.66, rot: 38, m: 'c', glint: true },
]

const glint = (x: number, y: number, s: number) =>
  el('path', { d: star(x, y, s, s * 0.18, 4, 0), fill: '#fff' }) + el('circle', { cx: x, cy: y, r: s * 0.25, fill: '#fff', opacity: 0.8 })

/**
 * The coins' shadow is drawn into the art, below the coin (hence 140 tall): a CSS drop-shadow on
 * a moving coin is a blur the compositor draws again in every frame of its endless fall, and it
 * kept an idle landing page's renderer most of a core busy (issue 27).
 */
const COIN_SHADOW = el('feDropShadow', { dx: 0, dy: 10, stdDeviation: 7, 'flood-color': '#000', 'flood-opacity': 0.45 })
/** Soft edges and shadows: at this alpha quality the five coins weigh 29 KB rather than 45. */
const COIN_ALPHA_QUALITY = 40
const coins = () =>
  COINS.forEach((c, i) => {
    const p = `c${i + 1}`
    const art = svg(
      {
        w: 120,
        h: 140,
        title: 'Gold coin',
        defs: coinDefs(p) + el('filter', { id: `${p}shadow`, x: '-25%', y: '-25%', width: '150%', height: '160%' }, COIN_SHADOW),
      },
      g(
        { filter: `url(#${p}shadow)` },
        g({ transform: 'translate(60 56)' }, coin3d(p, 48, c.k, 9, c.rot, c.m)),
        c.glint ? glint(86, 30, 14) : '',
      ),
    )
    save(`landing/coin-${i + 1}.svg`, art)
    rasters.push(saveWebp(`landing/coin-${i + 1}.webp`, art, 240, 78, COIN_ALPHA_QUALITY))
  })

const REELS: readonly (readonly SymbolName[])[] = [
  ['cherry', 'seven', 'bar'],
  ['bell', 'seven', 'cherry'],
  ['gem', 'seven', 'star'],
]

const bulbs = (pts: readonly (readonly [number, number])[], r: number) =>
  pts
    .map(([x, y], i) => el('circle', { cx: x, cy: y, r, fill: i % 2 ? '#fff6c8' : GOLD[300], stroke: GOLD[900], 'stroke-width': 1 }))
    .join('')

const slotMachine = () => {
  const defs =
    symbolDefs +
    linear(
      'body',
      [
        [0, '#a3122a'],
        [0.5, '#6e0a1e'],
        [1, '#3c0412'],
      ],
      0,
      0,
      1,
      0,
    ) +
    linear('trim', [
      [0, GOLD[100]],
      [0.5, GOLD[500]],
      [1, GOLD[700]],
    ]) +
    linear(
      'trimH',
      [
        [0, GOLD[700]],
        [0.5, GOLD[100]],
        [1, GOLD[700]],
      ],
      0,
      0,
      1,
      0,
    ) +
    linear('reel', [
      [0, '#8d8fa3'],
      [0.18, '#f4f4f8'],
      [0.82, '#f4f4f8'],
      [1, '#8d8fa3'],
    ]) +
    linear(
      'glass',
      [
        [0, '#fff', 0.35],
        [0.4, '#fff', 0],
        [1, '#fff', 0],
      ],
      0,
      0,
      1,
      1,
    ) +
    linear(
      'chrome',
      [
        [0, '#6b7080'],
        [0.45, '#ffffff'],
        [1, '#565a68'],
      ],
      0,
      0,
      1,
      0,
    ) +
    radial(
      'knob',
      [
        [0, '#ff9a9a'],
        [0.5, '#e3122c'],
        [1, '#6e0010'],
      ],
      0.35,
      0.3,
      0.7,
    ) +
    radial(
      'marquee',
      [
        [0, '#3a1f7a'],
        [1, '#12082e'],
      ],
      0.5,
      0.7,
      0.8,
    ) +
    linear('base', [
      [0, '#5e0a1d'],
      [1, '#1c0208'],
    ]) +
    linear('tray', [
      [0, '#0a0a10'],
      [1, '#2a2a36'],
    ]) +
    el('clipPath', { id: 'win' }, el('rect', { x: 72, y: 214, width: 236, height: 132, rx: 8 }))

  const reelW = 72
  const reels = REELS.map((col, i) => {
    const x = 78 + i * (reelW + 6)
    return (
      el('rect', { x, y: 206, width: reelW, height: 148, fill: 'url(#reel)' }) +
      col.map((s, j) => symbol(s, x + reelW / 2, 228 + j * 52, s === 'seven' ? 46 : 40)).join('')
    )
  }).join('')

  const marqueeBulbs = Array.from({ length: 13 }, (_, i) => {
    const a = Math.PI + (i * Math.PI) / 12
    return [190 + 150 * Math.cos(a), 150 + 92 * Math.sin(a)] as const
  })
  const sideBulbs = Array.from(
    { length: 7 },
    (_, i) =>
      [
        [50, 180 + i * 44],
        [330, 180 + i * 44],
      ] as const,
  ).flat()

  const body = [
    // base and cabinet
    el('path', { d: 'M30 470H350L366 540H14Z', fill: 'url(#base)', stroke: 'url(#trim)', 'stroke-width': 4, 'stroke-linejoin': 'round' }),
    el('path', { d: 'M44 490H336L346 528H34Z', fill: 'none', stroke: GOLD[700], 'stroke-width': 1.5, opacity: 0.7 }),
    el('path', { d: 'M190 494L212 509L190 524L168 509Z', fill: 'url(#trim)', stroke: GOLD[900] }),
    el('path', { d: 'M100 509H156M224 509H280', stroke: GOLD[500], 'stroke-width': 2, 'stroke-linecap': 'round', opacity: 0.8 }),
    el('rect', { x: 36, y: 150, width: 308, height: 330, rx: 18, fill: 'url(#body)', stroke: 'url(#trim)', 'stroke-width': 6 }),
    // marquee crest
    el('path', {
      d: 'M40 156A150 100 0 0 1 340 156Z',
      fill: 'url(#marquee)',
      stroke: 'url(#trim)',
      'stroke-width': 6,
      'stroke-linejoin': 'round',
    }),
    el('path', { d: rays(190, 150, 120, 18, 0.5, 180), fill: GOLD[300], opacity: 0.12, 'clip-path': 'url(#crest)' }),
    symbol('crown', 190, 106, 64),
    el('path', { d: star(128, 128, 10, 4), fill: GOLD[100] }) + el('path', { d: star(252, 128, 10, 4), fill: GOLD[100] }),
    bulbs(marqueeBulbs, 6),
    // side bulbs
    bulbs(sideBulbs, 4.5),
    // reel window
    el('rect', { x: 62, y: 196, width: 256, height: 168, rx: 14, fill: '#120308', stroke: 'url(#trim)', 'stroke-width': 5 }),
    g(
      { 'clip-path': 'url(#win)' },
      reels,
      el('rect', { x: 72, y: 214, width: 236, height: 22, fill: '#000', opacity: 0.28 }),
      el('rect', { x: 72, y: 324, width: 236, height: 22, fill: '#000', opacity: 0.28 }),
    ),
    el('path', { d: 'M66 280H314', stroke: '#ff2a44', 'stroke-width': 2.5, opacity: 0.9 }),
    el('path', { d: 'M60 272L72 280L60 288Z M320 272L308 280L320 288Z', fill: '#ff2a44', stroke: GOLD[100], 'stroke-width': 1 }),
    el('rect', { x: 72, y: 214, width: 236, height: 132, rx: 8, fill: 'url(#glass)' }),
    // control deck
    el('path', { d: 'M44 384H336L344 412H36Z', fill: '#4a0816', stroke: 'url(#trim)', 'stroke-width': 3, 'stroke-linejoin': 'round' }),
    el('rect', { x: 70, y: 368, width: 96, height: 14, rx: 3, fill: '#05140b', stroke: GOLD[700] }),
    Array.from({ length: 8 }, (_, i) => el('circle', { cx: 80 + i * 11, cy: 375, r: 3, fill: i < 5 ? '#4dff8a' : '#1b4a2a' })).join(''),
    [
      ['#ff3b4f', 210],
      [GOLD[300], 246],
      ['#3ddc84', 282],
    ]
      .map(
        ([c, x]) =>
          el('ellipse', { cx: Number(x), cy: 398, rx: 14, ry: 7, fill: String(c), stroke: '#1a0006', 'stroke-width': 2 }) +
          el('ellipse', { cx: Number(x) - 3, cy: 396, rx: 6, ry: 2, fill: '#fff', opacity: 0.6 }),
      )
      .join(''),
    el('rect', { x: 178, y: 364, width: 18, height: 20, rx: 3, fill: '#120308', stroke: GOLD[500], 'stroke-width': 2 }),
    el('path', { d: 'M187 368V380', stroke: GOLD[100], 'stroke-width': 2.5, 'stroke-linecap': 'round' }),
    // tray with coins
    el('rect', { x: 90, y: 426, width: 200, height: 34, rx: 10, fill: 'url(#tray)', stroke: 'url(#trim)', 'stroke-width': 4 }),
    [
      [130, 452],
      [150, 449],
      [172, 453],
      [226, 451],
      [248, 448],
    ]
      .map(([x, y], i) =>
        el('ellipse', { cx: x, cy: y, rx: 13, ry: 4.5, fill: i % 2 ? GOLD[300] : GOLD[500], stroke: GOLD[900], 'stroke-width': 1 }),
      )
      .join(''),
    el('path', { d: 'M36 418H344', stroke: 'url(#trimH)', 'stroke-width': 3 }),
    // lever
    el('rect', { x: 340, y: 300, width: 22, height: 64, rx: 6, fill: '#3c0412', stroke: 'url(#trim)', 'stroke-width': 3 }),
    el('path', {
      d: 'M354 322L386 300V150',
      stroke: 'url(#chrome)',
      'stroke-width': 9,
      fill: 'none',
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }),
    el('circle', { cx: 386, cy: 136, r: 20, fill: 'url(#knob)', stroke: '#4a000c', 'stroke-width': 2 }),
    el('ellipse', { cx: 379, cy: 128, rx: 7, ry: 4, fill: '#fff', opacity: 0.65, transform: 'rotate(-30 379 128)' }),
  ]
  const crest = el('clipPath', { id: 'crest' }, el('path', { d: 'M40 156A150 100 0 0 1 340 156Z' }))
  const art = svg({ w: 420, h: 560, title: 'Three-reel slot machine showing three sevens', defs: defs + crest }, ...body)
  save('landing/slot-machine.svg', art)
  // Twice the 360 px the hero shows it at on a wide screen.
  rasters.push(saveWebp('landing/slot-machine.webp', art, 720))
}

const heroBg = () => {
  const r = rng(7)
  let dots = ''
  for (let i = 0; i < 70; i++) {
    const x = r() * 1920
    const y = r() * 1080
    dots += `M${n(x)} ${n(y)}h.1`
  }
  let sparks = ''
  for (let i = 0; i < 14; i++) sparks += star(r() * 1920, r() * 900, 6 + r() * 8, 1.4, 4, 0)
  const defs =
    linear('bg', [
      [0, '#0a0c1c'],
      [0.6, '#120c2a'],
      [1, '#0b0a16'],
    ]) +
    radial(
      'gl',
      [
        [0, GOLD[300], 0.26],
        [0.5, GOLD[500], 0.08],
        [1, GOLD[500], 0],
      ],
      0.5,
      0.5,
      0.5,
    ) +
    radial(
      'rf',
      [
        [0, GOLD[100], 0.06],
        [1, GOLD[100], 0],
      ],
      1180,
      420,
      1000,
      { gradientUnits: 'userSpaceOnUse' },
    ) +
    linear('fade', [
      [0, INK[950], 0],
      [1, INK[950], 0.8],
    ]) +
    radial(
      'vl',
      [
        [0, ACCENT.violet, 0.35],
        [1, ACCENT.violet, 0],
      ],
      0.5,
      0.5,
      0.5,
    ) +
    radial(
      'tl',
      [
        [0, ACCENT.teal, 0.18],
        [1, ACCENT.teal, 0],
      ],
      0.5,
      0.5,
      0.5,
    )
  const art = svg(
    { w: 1920, h: 1080, defs, extra: { preserveAspectRatio: 'xMidYMid slice' } },
    el('rect', { width: 1920, height: 1080, fill: 'url(#bg)' }),
    el('path', { d: rays(1180, 420, 1500, 28, 0.45), fill: 'url(#rf)' }),
    el('ellipse', { cx: 1180, cy: 420, rx: 700, ry: 520, fill: 'url(#gl)' }),
    el('ellipse', { cx: 200, cy: 900, rx: 700, ry: 500, fill: 'url(#vl)' }),
    el('ellipse', { cx: 1850, cy: 120, rx: 500, ry: 400, fill: 'url(#tl)' }),
    el('path', { d: dots, stroke: GOLD[100], 'stroke-width': 3, 'stroke-linecap': 'round', opacity: 0.35 }),
    el('path', { d: sparks, fill: GOLD[50], opacity: 0.3 }),
    el('rect', { y: 760, width: 1920, height: 320, fill: 'url(#fade)' }),
  )
  save('landing/hero-bg.svg', art)
  // Soft light and haze: a smaller raster, scaled up, shows no difference.
  rasters.push(saveWebp('landing/hero-bg.webp', art, 1280, 70))
}

/**
 * The pages show the WebP: an SVG image is a document of its own, parsed, laid out and painted on
 * the main thread, and the landing's six (the machine, its largest paint, and five coins) held its
 * first frame on a slow phone (issue 27). The SVG stays as the source.
 */
const rasters: Promise<number>[] = []
coins()
slotMachine()
heroBg()
await Promise.all(rasters)
