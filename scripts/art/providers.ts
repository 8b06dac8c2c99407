import { SEED_PROVIDERS } from '../../server/catalogue/seed-catalogue'
import { darken, lighten } from './lib/color'
import { FONT_DISPLAY, FONT_SANS, FONT_SERIF } from './lib/palette'
import { saveWebp } from './lib/raster'
import { el, esc, g, linear, save, star, svg } from './lib/svg'

/** Invented studio logos: a glyph in a 48px badge and a wordmark, 160x64, for dark backgrounds. */
interface Brand {
  readonly color: string
  readonly glyph: string
  readonly font: string
  readonly weight: number
  readonly lines: readonly string[]
  readonly spacing?: number
  readonly italic?: boolean
}

const c = (cx: number, cy: number, r: number, fill: string, extra: Record<string, string | number> = {}) =>
  el('circle', { cx, cy, r, fill, ...extra })
const p = (d: string, fill: string, extra: Record<string, string | number> = {}) => el('path', { d, fill, ...extra })
const s = (d: string, stroke: string, w: number) =>
  el('path', { d, fill: 'none', stroke, 'stroke-width': w, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' })
const G = 'url(#pg)'

const BRANDS: Record<string, Brand> = {
  starfen: {
    color: '#ffd35c',
    font: FONT_DISPLAY,
    weight: 900,
    lines: ['STARFEN'],
    spacing: 1,
    glyph: p(star(24, 32, 18, 6, 4, 0), G) + p(star(24, 32, 11, 3.5, 4, 45), '#fff', { opacity: 0.85 }),
  },
  brassmoon: {
    color: '#e3b35a',
    font: FONT_SERIF,
    weight: 700,
    lines: ['Brassmoon'],
    glyph: p('M30 14A18 18 0 1 0 38 44A15 15 0 1 1 30 14Z', G) + c(34, 20, 2, '#fff') + c(40, 28, 1.3, '#fff'),
  },
  copperfox: {
    color: '#f08a4b',
    font: FONT_SANS,
    weight: 700,
    lines: ['Copperfox'],
    glyph:
      p('M8 14L18 22H30L40 14L38 32L24 48L10 32Z', G) +
      p('M10 32L24 48L38 32L24 38Z', '#fff', { opacity: 0.9 }) +
      c(18, 30, 2.2, '#1a0e05') +
      c(30, 30, 2.2, '#1a0e05'),
  },
  'velvet-comet': {
    color: '#b99bff',
    font: FONT_DISPLAY,
    weight: 900,
    lines: ['VELVET', 'COMET'],
    spacing: 1.5,
    glyph:
      p('M8 46L28 22L34 28Z', G, { opacity: 0.6 }) +
      p('M14 48L30 26L34 30Z', '#fff', { opacity: 0.5 }) +
      c(33, 24, 9, G) +
      c(30, 21, 3, '#fff', { opacity: 0.8 }),
  },
  quillstone: {
    color: '#5fe0d2',
    font: FONT_SERIF,
    weight: 700,
    italic: true,
    lines: ['Quillstone'],
    glyph:
      p('M40 10C24 12 14 26 14 42L18 40C20 30 26 22 34 18C28 24 24 32 22 40C32 36 40 24 40 10Z', G) + s('M12 50L20 38', '#5fe0d2', 2.5),
  },
  tidecraft: {
    color: '#5aaeff',
    font: FONT_DISPLAY,
    weight: 900,
    lines: ['TIDECRAFT'],
    spacing: 0.5,
    glyph:
      s('M6 24C12 18 18 18 24 24S36 30 42 24', G, 4) +
      s('M6 34C12 28 18 28 24 34S36 40 42 34', G, 4) +
      s('M6 44C12 38 18 38 24 44S36 50 42 44', '#fff', 3),
  },
  'ember-owl': {
    color: '#ff9a4d',
    font: FONT_SANS,
    weight: 800,
    lines: ['EMBER', 'OWL'],
    spacing: 2,
    glyph:
      p('M8 12L16 18H32L40 12V36C40 44 32 50 24 50C16 50 8 44 8 36Z', G) +
      c(17, 30, 6.5, '#1a0e05') +
      c(31, 30, 6.5, '#1a0e05') +
      c(17, 30, 3, '#ffd35c') +
      c(31, 30, 3, '#ffd35c') +
      p('M21 38L24 43L27 38Z', '#1a0e05'),
  },
  ironpeak: {
    color: '#d6dbe3',
    font: FONT_DISPLAY,
    weight: 900,
    lines: ['IRONPEAK'],
    spacing: 1,
    glyph: p('M4 48L18 20L26 32L32 24L44 48Z', G) + p('M18 20L23 30L20 28L16 32L14 28Z M32 24L35 30L32 29L29 31Z', '#fff'),
  },
  'lumen-lynx': {
    color: '#8dffc0',
    font: FONT_SANS,
    weight: 700,
    lines: ['Lumen Lynx'],
    glyph:
      p('M10 12L18 22H30L38 12L40 34C40 44 32 50 24 50C16 50 8 44 8 34Z', G) +
      p('M15 31L21 33L15 35Z M33 31L27 33L33 35Z', '#0d2a1c') +
      p('M21 42H27L24 45Z', '#0d2a1c') +
      s('M10 12L9 8M38 12L39 8', '#8dffc0', 2),
  },
  oakvault: {
    color: '#d9b96a',
    font: FONT_SERIF,
    weight: 700,
    lines: ['Oakvault'],
    glyph:
      p('M10 24C10 14 38 14 38 24Z', '#8a5a2b') +
      s('M24 16V10', '#8a5a2b', 3) +
      p('M12 24H36C36 38 30 48 24 50C18 48 12 38 12 24Z', G) +
      s('M12 24H36', '#5a3a1e', 2.5),
  },
  'zephyr-nine': {
    color: '#7fe3ff',
    font: FONT_DISPLAY,
    weight: 900,
    lines: ['ZEPHYR', 'NINE'],
    spacing: 1.5,
    glyph:
      c(26, 22, 10, 'none', { stroke: G, 'stroke-width': 5 }) + s('M36 22C36 36 30 46 16 48', G, 5) + s('M4 30H14M6 38H16', '#fff', 2.5),
  },
  jadeloop: {
    color: '#45e0a0',
    font: FONT_SANS,
    weight: 800,
    lines: ['jadeloop'],
    glyph: s('M24 30C18 20 8 20 8 30S18 40 24 30S30 20 40 30S30 40 24 30', G, 5),
  },
}

for (const provider of SEED_PROVIDERS) {
  const b = BRANDS[provider.slug]
  if (!b) throw new Error(`no logo for ${provider.slug}`)
  const two = b.lines.length > 1
  const size = two ? 17 : 21
  const text = b.lines
    .map((l, i) => {
      const est = l.length * size * (b.font === FONT_DISPLAY ? 0.74 : 0.56) + l.length * (b.spacing ?? 0)
      const y = two ? 29 + i * 19 : 39
      return el(
        'text',
        {
          x: 58,
          y,
          'font-family': b.font,
          'font-weight': b.weight,
          'font-size': size,
          'font-style': b.italic ? 'italic' : undefined,
          'letter-spacing': b.spacing,
          fill: i === 0 ? '#f5f3ee' : b.color,
          textLength: est > 98 ? 98 : undefined,
          lengthAdjust: est > 98 ? 'spacingAndGlyphs' : undefined,
        },
        esc(l),
      )
    })
    .join('')
  const defs = linear('pg', [
    [0, lighten(b.color, 0.4)],
    [1, darken(b.color, 0.2)],
  ])
  const art = svg(
    { w: 160, h: 64, title: provider.name, defs },
    el('rect', {
      x: 2,
      y: 6,
      width: 52,
      height: 52,
      rx: 14,
      fill: darken(b.color, 0.82),
      stroke: b.color,
      'stroke-opacity': 0.45,
      'stroke-width': 1.5,
    }),
    g({ transform: 'translate(4 1)' }, b.glyph),
    text,
    two ? '' : el('rect', { x: 58, y: 46, width: 22, height: 3, rx: 1.5, fill: b.color }),
  )
  save(`providers/${provider.slug}.svg`, art)
  // Pages show the WebP, drawn at twice the carousel's 160 px: an SVG image is a document of its
  // own, parsed, laid out and painted on the main thread, a dozen of them as the lobby opens (issue 27).
  await saveWebp(`providers/${provider.slug}.webp`, art, 320)
}
