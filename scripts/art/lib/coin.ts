import { el, g, linear, n, radial, star } from './svg'
import { GOLD } from './palette'

export type Motif = 'star' | 'c' | 'none'

/** Gradients a coin needs, with ids prefixed by `p` so several coins can share a file. */
export const coinDefs = (p: string) =>
  linear(
    `${p}rim`,
    [
      [0, GOLD[100]],
      [0.45, GOLD[300]],
      [0.75, GOLD[500]],
      [1, GOLD[700]],
    ],
    0,
    0,
    1,
    1,
  ) +
  radial(
    `${p}face`,
    [
      [0, GOLD[50]],
      [0.35, GOLD[300]],
      [1, GOLD[500]],
    ],
    0.35,
    0.3,
    0.8,
  ) +
  linear(
    `${p}edge`,
    [
      [0, GOLD[500]],
      [0.5, GOLD[700]],
      [1, GOLD[900]],
    ],
    0,
    0,
    1,
    0,
  ) +
  linear(
    `${p}emb`,
    [
      [0, GOLD[500]],
      [1, GOLD[700]],
    ],
    0,
    0,
    0,
    1,
  )

/** The letter C as a thick open ring, centred on 0,0. */
export const cMark = (r: number) => {
  const a = (40 * Math.PI) / 180
  const x = r * Math.cos(a)
  const y = r * Math.sin(a)
  return `M${n(x)} ${n(-y)}A${n(r)} ${n(r)} 0 1 0 ${n(x)} ${n(y)}`
}

const motif = (p: string, r: number, m: Motif) => {
  if (m === 'star') {
    const d = star(0, 0, r * 0.5, r * 0.21)
    return (
      el('path', { d, fill: GOLD[50], transform: `translate(${n(r * 0.025)} ${n(r * 0.035)})` }) +
      el('path', {
        d,
        fill: `url(#${p}emb)`,
        stroke: GOLD[900],
        'stroke-opacity': 0.5,
        'stroke-width': n(r * 0.015),
        'stroke-linejoin': 'round',
      })
    )
  }
  if (m === 'c') {
    const d = cMark(r * 0.36)
    const w = n(r * 0.17)
    return (
      el('path', {
        d,
        fill: 'none',
        stroke: GOLD[50],
        'stroke-width': w,
        'stroke-linecap': 'round',
        transform: `translate(${n(r * 0.025)} ${n(r * 0.035)})`,
      }) + el('path', { d, fill: 'none', stroke: `url(#${p}emb)`, 'stroke-width': w, 'stroke-linecap': 'round' })
    )
  }
  return ''
}

/** A flat coin face of radius r centred on 0,0. */
export const coinFace = (p: string, r: number, m: Motif = 'star', milled = true) =>
  el('circle', { r, fill: `url(#${p}rim)` }) +
  (milled
    ? el('circle', {
        r: r * 0.9,
        fill: 'none',
        stroke: GOLD[700],
        'stroke-width': r * 0.08,
        'stroke-dasharray': `${n(r * 0.035)} ${n(r * 0.05)}`,
        opacity: 0.7,
      })
    : '') +
  el('circle', { r: r * 0.8, fill: `url(#${p}face)`, stroke: GOLD[700], 'stroke-width': r * 0.03 }) +
  el('circle', { r: r * 0.7, fill: 'none', stroke: GOLD[700], 'stroke-width': r * 0.02, opacity: 0.6 }) +
  motif(p, r, m) +
  el('ellipse', {
    cx: -r * 0.32,
    cy: -r * 0.42,
    rx: r * 0.38,
    ry: r * 0.16,
    fill: '#fff',
    opacity: 0.35,
    transform: `rotate(-35 ${n(-r * 0.32)} ${n(-r * 0.42)})`,
  })

/**
 * A coin seen at an angle: face squashed by `k` (1 = facing, ~0.1 = edge-on), `t` thick, rotated
 * by `rot` degrees, centred on 0,0.
 */
export const coin3d = (p: string, r: number, k: number, t: number, rot: number, m: Motif = 'star') => {
  const ry = r * k
  const band = `M${n(-r)} 0V${n(t)}A${n(r)} ${n(ry)} 0 0 0 ${n(r)} ${n(t)}V0Z`
  let reeds = ''
  for (let i = 1; i < 24; i++) {
    const x = -r * Math.cos((i * Math.PI) / 24)
    const y = ry * Math.sin((i * Math.PI) / 24)
    reeds += `M${n(x)} ${n(y + 1)}v${n(t - 2)}`
  }
  return g(
    { transform: `rotate(${n(rot)})` },
    el('path', { d: band, fill: `url(#${p}edge)` }),
    el('path', { d: reeds, stroke: GOLD[900], 'stroke-width': n(r * 0.025), opacity: 0.6 }),
    g({ transform: `scale(1 ${n(k * 100) === '100' ? 1 : k.toFixed(3)})` }, coinFace(p, r, m, k > 0.4)),
  )
}
