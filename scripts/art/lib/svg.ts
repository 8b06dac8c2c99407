import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url))
export const IMAGES = join(ROOT, 'public/images')

type Attrs = Readonly<Record<string, string | number | undefined>>

/** Rounds coordinates to one decimal (small values such as opacities to three) to keep files small. */
export const n = (v: number): string => {
  const f = Math.abs(v) < 2 ? 1000 : 10
  const r = Math.round(v * f) / f
  return Object.is(r, -0) ? '0' : String(r)
}

const attrs = (a: Attrs): string =>
  Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? n(v) : v}"`)
    .join('')

export const el = (tag: string, a: Attrs = {}, ...children: string[]): string =>
  children.length === 0 ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${children.join('')}</${tag}>`

export const g = (a: Attrs, ...children: string[]) => el('g', a, ...children)

export const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/'/g, '&#39;')

export type Stop = readonly [offset: number, color: string, opacity?: number]

const stops = (s: readonly Stop[]) => s.map(([o, c, op]) => el('stop', { offset: n(o), 'stop-color': c, 'stop-opacity': op })).join('')

export const linear = (id: string, s: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1, extra: Attrs = {}) =>
  el('linearGradient', { id, x1, y1, x2, y2, ...extra }, stops(s))

export const radial = (id: string, s: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5, extra: Attrs = {}) =>
  el('radialGradient', { id, cx, cy, r, ...extra }, stops(s))

export interface SvgOptions {
  readonly w: number
  readonly h: number
  readonly title?: string
  readonly defs?: string
  readonly extra?: Attrs
}

export const svg = (o: SvgOptions, ...body: string[]): string =>
  el(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      viewBox: `0 0 ${o.w} ${o.h}`,
      width: o.w,
      height: o.h,
      role: o.title ? 'img' : undefined,
      'aria-hidden': o.title ? undefined : 'true',
      ...o.extra,
    },
    o.title ? el('title', {}, esc(o.title)) : '',
    o.defs ? el('defs', {}, o.defs) : '',
    ...body,
  )

/** SVG markup without the whitespace between its tags. */
export const compact = (content: string): string => content.replace(/>\s+</g, '><').trim()

/** Writes public/images/<rel> and returns its size in bytes. */
export const save = (rel: string, content: string): number => {
  const file = join(IMAGES, rel)
  mkdirSync(dirname(file), { recursive: true })
  const text = compact(content) + '\n'
  writeFileSync(file, text)
  return Buffer.byteLength(text)
}

/** A closed polygon path from points. */
export const poly = (pts: readonly (readonly [number, number])[]) => 'M' + pts.map(([x, y]) => `${n(x)} ${n(y)}`).join('L') + 'Z'

/** Points of a star with `k` tips. */
export const starPts = (cx: number, cy: number, ro: number, ri: number, k = 5, rot = -90) =>
  Array.from({ length: k * 2 }, (_, i) => {
    const a = ((rot + (i * 180) / k) * Math.PI) / 180
    const r = i % 2 === 0 ? ro : ri
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)] as const
  })

export const star = (cx: number, cy: number, ro: number, ri: number, k = 5, rot = -90) => poly(starPts(cx, cy, ro, ri, k, rot))

export const polar = (cx: number, cy: number, r: number, deg: number) =>
  [cx + r * Math.cos((deg * Math.PI) / 180), cy + r * Math.sin((deg * Math.PI) / 180)] as const

/** Sunburst rays as one path: `k` wedges around (cx, cy). */
export const rays = (cx: number, cy: number, r: number, k: number, width = 0.5, rot = 0) => {
  let d = ''
  for (let i = 0; i < k; i++) {
    const a0 = rot + (i * 360) / k
    const a1 = a0 + (360 / k) * width
    const [x0, y0] = polar(cx, cy, r, a0)
    const [x1, y1] = polar(cx, cy, r, a1)
    d += `M${n(cx)} ${n(cy)}L${n(x0)} ${n(y0)}L${n(x1)} ${n(y1)}Z`
  }
  return d
}

/** Annular sector path (for wheels). */
export const sector = (cx: number, cy: number, r0: number, r1: number, a0: number, a1: number) => {
  const [x0, y0] = polar(cx, cy, r1, a0)
  const [x1, y1] = polar(cx, cy, r1, a1)
  const [x2, y2] = polar(cx, cy, r0, a1)
  const [x3, y3] = polar(cx, cy, r0, a0)
  const large = a1 - a0 > 180 ? 1 : 0
  return `M${n(x0)} ${n(y0)}A${n(r1)} ${n(r1)} 0 ${large} 1 ${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}A${n(r0)} ${n(r0)} 0 ${large} 0 ${n(x3)} ${n(y3)}Z`
}

/** A tiny deterministic PRNG so regenerated art is byte-identical. */
export const rng = (seed: number) => () => {
  seed = (seed * 1664525 + 1013904223) % 4294967296
  return seed / 4294967296
}
