import { coin3d, coinDefs, coinFace } from './lib/coin'
import { GOLD, INK } from './lib/palette'
import { el, g, linear, n, radial, save, star, svg } from './lib/svg'
import { savePng, saveWebp } from './lib/raster'

/** Monoline wordmark: stroke 7, baseline 50, x-height 26, drawn so it renders the same everywhere. */
const SW = 7.5
const GAP = 5
type Glyph = { readonly w: number; readonly d: (x: number) => string; readonly dot?: (x: number) => readonly [number, number] }
const GLYPHS: Record<string, Glyph> = {
  C: {
    w: 29, // kerned: the open side of the C needs less room
    d: (x) => {
      const cx = x + 17,
        cy = 31,
        r = 19,
        a = (42 * Math.PI) / 180
      return `M${n(cx + r * Math.cos(a))} ${n(cy - r * Math.sin(a))}A${r} ${r} 0 1 0 ${n(cx + r * Math.cos(a))} ${n(cy + r * Math.sin(a))}`
    },
  },
  o: { w: 26, d: (x) => `M${x + 13} 24.5a13 13 0 1 0 0.01 0Z` },
  i: { w: 0, d: (x) => `M${x} 26V50`, dot: (x) => [x, 13] },
  n: { w: 23, d: (x) => `M${x} 24V50M${x} 37.5a11.5 11.5 0 0 1 23 0V50` },
  f: { w: 16, d: (x) => `M${x + 4} 50V21a10 10 0 0 1 10-10h3M${x - 1} 27H${x + 14}` },
  a: { w: 26, d: (x) => `M${x + 13} 24.5a13 13 0 1 0 0.01 0ZM${x + 26} 24V50` },
  l: { w: 0, d: (x) => `M${x} 9V50` },
}

const word = (text: string, x0: number, stroke: string, p: string) => {
  let x = x0
  let d = ''
  let dots = ''
  for (const ch of text) {
    const gl = GLYPHS[ch]
    if (!gl) throw new Error(`no glyph ${ch}`)
    d += gl.d(x)
    if (gl.dot) {
      const [dx, dy] = gl.dot(x)
      dots += el('circle', { cx: dx, cy: dy, r: 5.2, fill: `url(#${p}dot)`, stroke: GOLD[700], 'stroke-width': 1 })
    }
    x += gl.w + GAP + SW
  }
  return {
    body: el('path', { d, fill: 'none', stroke, 'stroke-width': SW, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }) + dots,
    end: x - GAP - SW,
  }
}

/** The falling coin: a tilted coin with a C, trailing speed lines. Fits a 64x64 box. */
const fallingCoin = (p: string) =>
  el('path', { d: 'M44 6L35 17M53 10L45 20M57 21L51 27', stroke: `url(#${p}trail)`, 'stroke-width': 4, 'stroke-linecap': 'round' }) +
  g({ transform: 'translate(28 37)' }, coin3d(p, 22, 0.9, 5, -28, 'c')) +
  el('path', { d: star(55, 45, 5, 1.4, 4, 0), fill: GOLD[50] })

const brandDefs = (p: string) =>
  coinDefs(p) +
  linear(
    `${p}trail`,
    [
      [0, GOLD[300], 0],
      [1, GOLD[100]],
    ],
    1,
    0,
    0,
    1,
  ) +
  linear(
    `${p}gold`,
    [
      [0, GOLD[100]],
      [0.5, GOLD[300]],
      [1, GOLD[500]],
    ],
    0,
    0,
    0,
    1,
    { gradientUnits: 'userSpaceOnUse', x1: 0, y1: 8, x2: 0, y2: 54 },
  ) +
  radial(
    `${p}dot`,
    [
      [0, GOLD[50]],
      [1, GOLD[500]],
    ],
    0.35,
    0.35,
    0.7,
  )

const main = async () => {
  const p = 'l'
  const coinPart = word('Coin', 78, `url(#${p}gold)`, p)
  const fallPart = word('fall', coinPart.end + GAP + SW + 1, '#f6f2e8', p)
  const w = Math.ceil(fallPart.end + SW / 2 + 4)
  const logo = svg({ w, h: 64, title: 'Coinfall', defs: brandDefs(p) }, fallingCoin(p), coinPart.body, fallPart.body)
  save('brand/logo.svg', logo)
  // Pages show the WebP, at three times the header's 32 px height: an SVG image is a document of
  // its own, parsed, laid out and painted on the main thread as every page opens (issue 27).
  await saveWebp('brand/logo.webp', logo, Math.round(w * 1.5))

  const mark = svg(
    {
      w: 64,
      h: 64,
      title: 'Coinfall',
      defs:
        brandDefs('m') +
        radial(
          'mbg',
          [
            [0, INK[600]],
            [1, INK[900]],
          ],
          0.5,
          0.35,
          0.75,
        ),
    },
    el('rect', { width: 64, height: 64, rx: 14, fill: 'url(#mbg)' }),
    el('rect', { x: 1, y: 1, width: 62, height: 62, rx: 13, fill: 'none', stroke: GOLD[500], 'stroke-opacity': 0.35, 'stroke-width': 2 }),
    g({ transform: 'translate(2 1) scale(.94)' }, fallingCoin('m')),
  )
  save('brand/mark.svg', mark)
  // The game loader's coin: a raster, so opening the loader parses no SVG document on the main thread.
  await saveWebp('brand/mark.webp', mark, 144)

  const favicon = svg(
    { w: 32, h: 32, title: 'Coinfall', defs: coinDefs('f') },
    el('rect', { width: 32, height: 32, rx: 7, fill: INK[900] }),
    g({ transform: 'translate(16 16)' }, coinFace('f', 14.5, 'c', false)),
  )
  // The page links the PNG; the SVG stays as the source it is drawn from.
  save('brand/favicon.svg', favicon)
  savePng('brand/favicon.png', favicon, 32)
}
await main()
