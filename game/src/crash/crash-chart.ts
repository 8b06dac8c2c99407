import { CRASH_GROWTH_PER_MS, crashMultiplierAt } from '../../../src/core/fairness/crash'
import { h, s } from '../dom'
import { BURST, flyerMarkup } from './crash-art'

const W = 600
const LEFT = 46

export const times = (x100: number): string => `${(x100 / 100).toFixed(2)}×`

/**
 * The crash chart: the multiplier's curve up to `elapsedMs`, the theme's flyer at its tip (a
 * burst once crashed), axis lines and the big multiplier. Its height follows its box (taller on
 * a phone), so the art is never stretched.
 */
export function crashChart(theme: string) {
  const area = s('path', { class: 'crash-area' })
  const curve = s('path', { class: 'crash-curve' })
  const flyer = s('g', { class: 'flyer' })
  const gridLines = s('g', { class: 'grid' })
  let height = 300
  let scale = 1
  const chart = s('svg', { class: 'crash-chart', viewBox: `0 0 ${W} ${height}`, 'aria-hidden': 'true' }, gridLines, area, curve, flyer)
  const multiplier = h('div', { class: 'multiplier', 'aria-hidden': 'true' }, '1.00×')
  const status = h('div', { class: 'crash-status' }, 'Place a bet to launch')
  const box = h('div', { class: 'chart-box' }, chart, multiplier, status)

  let shown = { elapsedMs: 0, crashed: false }
  const draw = (elapsedMs: number, crashed: boolean) => {
    shown = { elapsedMs, crashed }
    const bottom = height - 32
    const m = crashMultiplierAt(elapsedMs) / 100
    const tMax = Math.max(8000, elapsedMs * 1.15)
    const mMax = Math.max(2, m * 1.2)
    const px = (t: number) => LEFT + (t / tMax) * (W - LEFT - 24)
    const py = (x: number) => bottom - ((x - 1) / (mMax - 1)) * (bottom - 24)
    // The smooth curve (the shown number steps by hundredths; the line need not).
    const points = Array.from({ length: 49 }, (_, i) => {
      const t = (elapsedMs * i) / 48
      return [px(t), py(Math.exp(CRASH_GROWTH_PER_MS * t))] as const
    })
    const path = points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join('L')
    curve.setAttribute('d', `M${path}`)
    area.setAttribute('d', `M${LEFT},${bottom}L${path}L${px(elapsedMs).toFixed(1)},${bottom}Z`)
    chart.classList.toggle('crashed', crashed)
    const [tx, ty] = points[48]!
    const [ux, uy] = points[46]!
    // A balloon rises upright; anything with wings or a nose follows the curve.
    const angle = crashed || theme === 'balloon' ? 0 : (Math.atan2(ty - uy, tx - ux) * 180) / Math.PI
    flyer.setAttribute('transform', `translate(${tx.toFixed(1)} ${ty.toFixed(1)}) rotate(${angle.toFixed(1)}) scale(${scale.toFixed(2)})`)
    gridLines.replaceChildren(
      ...[1, 2, 3, 4].map((k) => {
        const value = 1 + ((mMax - 1) * k) / 4
        return s(
          'g',
          {},
          s('line', { x1: LEFT, x2: W - 10, y1: py(value), y2: py(value) }),
          s('text', { x: 6, y: py(value) + 4 }, `${value.toFixed(value < 10 ? 1 : 0)}×`),
        )
      }),
    )
    multiplier.textContent = times(Math.round(m * 100))
  }

  flyer.innerHTML = flyerMarkup(theme)
  draw(0, false)
  new ResizeObserver(() => {
    const { width, height: boxHeight } = box.getBoundingClientRect()
    if (width === 0) return
    height = Math.round((W * boxHeight) / width)
    chart.setAttribute('viewBox', `0 0 ${W} ${height}`)
    // On a narrow chart the user units shrink: scale the flyer and labels back up.
    scale = Math.min(2.2, Math.max(1, 340 / width))
    chart.style.setProperty('--chart-scale', String(scale))
    draw(shown.elapsedMs, shown.crashed)
  }).observe(box)

  return {
    box,
    draw,
    launch() {
      flyer.innerHTML = flyerMarkup(theme)
    },
    burst() {
      flyer.innerHTML = BURST
    },
    setStatus(text: string) {
      status.textContent = text
    },
    setMultiplier(x100: number) {
      multiplier.textContent = times(x100)
    },
  }
}
