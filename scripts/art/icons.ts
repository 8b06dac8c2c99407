import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { compact, el, star } from './lib/svg'

/**
 * Interface and social icons: 24x24, one colour (currentColor) so CSS tints them, drawn by the
 * app's <Icon> from one sprite of symbols. Interface icons are 2px outlines; social glyphs are solid.
 */
const stroke = { fill: 'none', stroke: 'currentColor', 'stroke-width': 2, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' } as const
const line = (d: string) => el('path', { d, ...stroke })
const solid = (d: string, extra: Record<string, string> = {}) => el('path', { d, fill: 'currentColor', ...extra })
/** An interface icon's shapes, for the sprite (what it shows is said by the control it sits in). */
const glyph = (...shapes: string[]): string => shapes.join('')

const HEART =
  'M12 20.5C7 17 3 13.6 3 9.2C3 6.4 5.1 4.5 7.6 4.5C9.4 4.5 11 5.5 12 7.2C13 5.5 14.6 4.5 16.4 4.5C18.9 4.5 21 6.4 21 9.2C21 13.6 17 17 12 20.5Z'
const GLOBE = [
  el('circle', { cx: 12, cy: 12, r: 9, ...stroke }),
  line('M3 12H21M12 3C14.5 5.5 15.6 8.6 15.6 12S14.5 18.5 12 21C9.5 18.5 8.4 15.4 8.4 12S9.5 5.5 12 3Z'),
]

const wheelSpokes = Array.from({ length: 8 }, (_, i) => {
  const a = (i * Math.PI) / 4
  return `M12 13L${(12 + 8 * Math.cos(a)).toFixed(2)} ${(13 + 8 * Math.sin(a)).toFixed(2)}`
}).join('')

const ICONS: Record<string, string> = {
  menu: glyph(line('M4 6H20M4 12H20M4 18H14')),
  chat: glyph(
    line('M4 5.5C4 4.7 4.7 4 5.5 4H18.5C19.3 4 20 4.7 20 5.5V15C20 15.8 19.3 16.5 18.5 16.5H10L5.5 20V16.5H5.5C4.7 16.5 4 15.8 4 15Z'),
    el('circle', { cx: 8.5, cy: 10.3, r: 1.1, fill: 'currentColor' }),
    el('circle', { cx: 12, cy: 10.3, r: 1.1, fill: 'currentColor' }),
    el('circle', { cx: 15.5, cy: 10.3, r: 1.1, fill: 'currentColor' }),
  ),
  wheel: glyph(
    el('circle', { cx: 12, cy: 13, r: 8.5, ...stroke }),
    el('path', { d: wheelSpokes, ...stroke, 'stroke-width': 1.5 }),
    el('circle', { cx: 12, cy: 13, r: 2, fill: 'currentColor' }),
    solid('M9.5 1.8H14.5L12 5.6Z'),
  ),
  'off-market': glyph(
    line('M4 10V19.5H20V10M3 10L5 4.5H19L21 10Z'),
    line('M3 10C3 11.4 4.3 12.5 6 12.5S9 11.4 9 10C9 11.4 10.3 12.5 12 12.5S15 11.4 15 10C15 11.4 16.3 12.5 18 12.5S21 11.4 21 10'),
    line('M10 19.5V15.5H14V19.5'),
  ),
  favourite: glyph(line(HEART)),
  wallet: glyph(
    line('M4 7.5V18C4 19.1 4.9 20 6 20H19.5C20.1 20 20.5 19.6 20.5 19V9C20.5 8.4 20.1 8 19.5 8H5.5C4.7 8 4 7.3 4 6.5S4.7 5 5.5 5H17'),
    line('M16 14H17.5'),
    line('M20.5 11.5H16.5C15.7 11.5 15 12.2 15 13V15C15 15.8 15.7 16.5 16.5 16.5H20.5'),
  ),
  user: glyph(el('circle', { cx: 12, cy: 8.5, r: 4, ...stroke }), line('M4.5 20C5.3 16.4 8.3 14 12 14S18.7 16.4 19.5 20')),
  'heart-outline': glyph(line(HEART)),
  'heart-filled': glyph(solid(HEART, { stroke: 'currentColor', 'stroke-width': '2', 'stroke-linejoin': 'round' })),
  close: glyph(line('M6 6L18 18M18 6L6 18')),
  'chevron-left': glyph(line('M15 5L8 12L15 19')),
  'chevron-right': glyph(line('M9 5L16 12L9 19')),
  copy: glyph(
    el('rect', { x: 8.5, y: 8.5, width: 11.5, height: 11.5, rx: 2, ...stroke }),
    line('M15.5 8.5V6C15.5 4.9 14.6 4 13.5 4H6C4.9 4 4 4.9 4 6V13.5C4 14.6 4.9 15.5 6 15.5H8.5'),
  ),
  eye: glyph(
    line('M2.5 12C4.5 7.8 8 5.5 12 5.5S19.5 7.8 21.5 12C19.5 16.2 16 18.5 12 18.5S4.5 16.2 2.5 12Z'),
    el('circle', { cx: 12, cy: 12, r: 3, ...stroke }),
  ),
  'eye-off': glyph(
    line(
      'M10 5.8C10.6 5.6 11.3 5.5 12 5.5C16 5.5 19.5 7.8 21.5 12C20.9 13.3 20.1 14.4 19.2 15.3M14.1 14.2C13.6 14.7 12.8 15 12 15C10.3 15 9 13.7 9 12C9 11.2 9.3 10.4 9.8 9.9M16.6 16.8C15.2 17.9 13.6 18.5 12 18.5C8 18.5 4.5 16.2 2.5 12C3.4 10 4.7 8.5 6.2 7.3',
    ),
    line('M3 3L21 21'),
  ),
  sweepstakes: glyph(
    line(
      'M4 7C4 6.4 4.4 6 5 6H19C19.6 6 20 6.4 20 7V9.5C18.9 9.5 18 10.6 18 12S18.9 14.5 20 14.5V17C20 17.6 19.6 18 19 18H5C4.4 18 4 17.6 4 17V14.5C5.1 14.5 6 13.4 6 12S5.1 9.5 4 9.5Z',
    ),
    solid(star(12, 12.2, 3.6, 1.5)),
    line('M15 6.5V8M15 11.3V12.7M15 16V17.5'),
  ),
  globe: glyph(...GLOBE),
  language: glyph(...GLOBE),
  logout: glyph(line('M9.5 20H6C4.9 20 4 19.1 4 18V6C4 4.9 4.9 4 6 4H9.5'), line('M14.5 7.5L19 12L14.5 16.5M19 12H9')),
  search: glyph(el('circle', { cx: 10.5, cy: 10.5, r: 6.5, ...stroke }), line('M15.5 15.5L20 20')),
  play: glyph(solid('M8 5.2C8 4.4 8.9 3.9 9.6 4.4L19 10.9C19.6 11.3 19.6 12.2 19 12.6L9.6 19.1C8.9 19.6 8 19.1 8 18.3Z')),
  // A funnel: the providers' filter.
  filter: glyph(line('M4 5H20L14 12.5V19L10 17V12.5Z')),
  // The account's tabs: transactions, affiliates, safer play.
  receipt: glyph(line('M6 3H18V21L15.5 19.5L13 21L10.5 19.5L8 21L6 19.5Z'), line('M9 8H15M9 12H15M9 16H12')),
  users: glyph(
    el('circle', { cx: 9, cy: 8, r: 3.2, ...stroke }),
    line('M3.5 19.5C3.5 16.2 6 13.8 9 13.8S14.5 16.2 14.5 19.5'),
    el('circle', { cx: 16.5, cy: 9, r: 2.5, ...stroke }),
    line('M16.8 13.9C19 14.2 20.5 16.2 20.5 19'),
  ),
  shield: glyph(line('M12 3L19 6V11.5C19 15.8 16.1 19.4 12 21C7.9 19.4 5 15.8 5 11.5V6Z'), line('M9 12L11.2 14.2L15.2 10')),
  // The networks of the landing's 'Follow Us', solid glyphs.
  'social-facebook': glyph(
    el('rect', { x: 3.5, y: 3.5, width: 17, height: 17, rx: 4.5, ...stroke }),
    line('M15.5 7.5H14C12.6 7.5 11.8 8.3 11.8 9.7V20.5M9.3 12.3H15'),
  ),
  'social-x': glyph(el('rect', { x: 3.5, y: 3.5, width: 17, height: 17, rx: 4.5, ...stroke }), line('M8.5 8L15.5 16M15.5 8L8.5 16')),
  'social-instagram': glyph(
    el('rect', { x: 3.5, y: 3.5, width: 17, height: 17, rx: 5, ...stroke }),
    el('circle', { cx: 12, cy: 12, r: 4, ...stroke }),
    el('circle', { cx: 17, cy: 7, r: 1.3, fill: 'currentColor' }),
  ),
  'social-telegram': glyph(
    solid(
      'M21.2 3.6L2.9 10.7C2.1 11 2.1 12.1 3 12.4L7.6 13.9L9.4 19.5C9.6 20.1 10.4 20.3 10.9 19.8L13.5 17.4L18 20.7C18.6 21.1 19.4 20.8 19.6 20.1L22.5 4.8C22.6 4 21.9 3.3 21.2 3.6ZM10 14.3L17.6 7.8L11.2 15.2L10.7 18.4Z',
    ),
  ),
  // Cut-outs are holes of the same path (even-odd), not masks: a mask's id would have to resolve
  // from inside each <use>, out of a hidden sprite.
  'social-discord': glyph(
    solid(
      'M7 6.5H17C19.6 6.5 21.2 8.6 21.6 11.6L22 15.4C22.2 17.2 21 18.5 19.6 18.5C18.6 18.5 17.8 17.9 17.3 17L16.4 15.5H7.6L6.7 17C6.2 17.9 5.4 18.5 4.4 18.5C3 18.5 1.8 17.2 2 15.4L2.4 11.6C2.8 8.6 4.4 6.5 7 6.5Z' +
        'M6.6 9.1H8.4V11.1H10.4V12.9H8.4V14.9H6.6V12.9H4.6V11.1H6.6Z' +
        'M14.4 10.8A1.2 1.2 0 1 0 16.8 10.8A1.2 1.2 0 1 0 14.4 10.8Z' +
        'M16.4 13.2A1.2 1.2 0 1 0 18.8 13.2A1.2 1.2 0 1 0 16.4 13.2Z',
      { 'fill-rule': 'evenodd' },
    ),
  ),
  'social-youtube': glyph(
    solid(
      'M6.5 5H17.5A4.5 4.5 0 0 1 22 9.5V14.5A4.5 4.5 0 0 1 17.5 19H6.5A4.5 4.5 0 0 1 2 14.5V9.5A4.5 4.5 0 0 1 6.5 5Z' +
        'M10 8.8V15.2L15.4 12Z',
      {
        'fill-rule': 'evenodd',
      },
    ),
  ),
}

/**
 * Every interface icon, each a <symbol> that <Icon> draws with <use>: the icons are inline SVG
 * tinted by `color`, where a CSS mask per icon made each one a paint layer of its own (some 66 in
 * the lobby) for every tap's hit test and every frame to walk (issue 27). Every page's HTML
 * carries the symbols (scripts/build/icon-sprite.ts), so their ids say they are icons; their names
 * are a type, so an icon the sprite lacks does not compile.
 */
const sprite = compact(
  el(
    'svg',
    { xmlns: 'http://www.w3.org/2000/svg' },
    ...Object.entries(ICONS).map(([name, shapes]) => el('symbol', { id: `icon-${name}`, viewBox: '0 0 24 24' }, shapes)),
  ),
)
if (sprite.includes("'")) throw new Error('the sprite is written as a single-quoted string: no quote may be in it')
writeFileSync(
  fileURLToPath(new URL('../../src/ui/components/icon-sprite.ts', import.meta.url)),
  [
    '// Written by scripts/art/icons.ts: edit the icons there and run it again.',
    '',
    '/** Every icon of the sprite. */',
    `export type IconName =\n${Object.keys(ICONS)
      .map((name) => `  | '${name}'`)
      .join('\n')}`,
    '',
    "/** The icons' symbols, one `icon-<name>` each. */",
    `export const ICON_SPRITE =\n  '${sprite}'`,
    '',
  ].join('\n'),
)
