import { PLINKO_MULTIPLIERS_X100, PLINKO_ROWS, type PlinkoOutcome } from '../../../src/core/fairness/plinko'
import { PLINKO_RISKS, type PlinkoRisk } from '../../../src/core/fairness/play-choices.rules'
import { formatUsd } from '../../../src/core/shared/money'
import { h, prefersReducedMotion, s } from '../dom'
import type { MechanicView, PlayContext } from '../play-context'

const WIDTH = 600
const DX = WIDTH / (PLINKO_ROWS + 3)
const TOP = 46
const DY = 34
const PEG_R = 4.5
const BALL_R = 9
const BOTTOM = TOP + (PLINKO_ROWS - 1) * DY + 28

const number = (m: number) => (m >= 1000 ? (m / 100).toFixed(0) : (m / 100).toFixed(m % 10 === 0 ? 1 : 2))
const x100 = (m: number) => `${number(m)}×`
const pegX = (row: number, i: number) => WIDTH / 2 + (i - (row + 2) / 2) * DX

/** Where the ball touches each row's peg and where it ends, for a path of left/right steps. */
const ballPoints = (path: readonly (0 | 1)[]) => {
  const points: { x: number; y: number }[] = [{ x: WIDTH / 2, y: 8 }]
  let x = WIDTH / 2
  path.forEach((step, row) => {
    points.push({ x, y: TOP + row * DY - PEG_R - BALL_R + 2 })
    x += (step === 1 ? 1 : -1) * (DX / 2)
  })
  points.push({ x, y: BOTTOM - BALL_R })
  return points
}

/**
 * Plinko: twelve rows of pegs over thirteen bins. The server's path decides every bounce; the
 * ball follows it and lands in the bin whose multiplier pays. Risk changes the bins.
 */
export function plinkoView(ctx: PlayContext): MechanicView {
  let risk: PlinkoRisk = 'medium'
  const board = s('svg', {
    class: 'plinko-board',
    viewBox: `0 0 ${WIDTH} ${BOTTOM}`,
    role: 'img',
    'aria-label': `Plinko board: ${PLINKO_ROWS} rows of pegs over ${PLINKO_ROWS + 1} bins`,
  })
  const pegs: SVGCircleElement[][] = []
  for (let row = 0; row < PLINKO_ROWS; row++) {
    pegs.push([])
    for (let i = 0; i < row + 3; i++) {
      const peg = s('circle', { cx: pegX(row, i).toFixed(1), cy: TOP + row * DY, r: PEG_R, class: 'peg' })
      pegs[row]!.push(peg)
      board.append(peg)
    }
  }
  // Bins are HTML under the board so their labels stay readable on a phone.
  const bins = Array.from({ length: PLINKO_ROWS + 1 }, (_, k) => h('span', { class: `bin heat-${Math.abs(k - PLINKO_ROWS / 2)}` }))
  // The × comes from CSS (dropped on a phone, where every pixel of a bin counts).
  const labelBins = () =>
    bins.forEach((bin, k) => {
      bin.textContent = number(PLINKO_MULTIPLIERS_X100[risk][k]!)
    })
  labelBins()
  ctx.shell.stage.append(
    h('div', { class: 'plinko' }, board, h('div', { class: 'bins', 'aria-label': 'Multipliers, left to right' }, ...bins)),
  )

  const riskGroup = h(
    'fieldset',
    { class: 'risk' },
    h('legend', { class: 'control-label' }, 'Risk'),
    ...PLINKO_RISKS.map((r) =>
      h(
        'label',
        { class: 'chip' },
        h('input', {
          type: 'radio',
          name: 'risk',
          value: r,
          checked: r === risk,
          onChange: () => {
            risk = r
            labelBins()
            ctx.audio.click()
          },
        }),
        h('span', {}, r[0]!.toUpperCase() + r.slice(1)),
      ),
    ),
  )
  ctx.shell.options.append(riskGroup)

  const flash = (row: number, x: number) => {
    const peg = pegs[row]!.reduce((best, p) =>
      Math.abs(Number(p.getAttribute('cx')) - x) < Math.abs(Number(best.getAttribute('cx')) - x) ? p : best,
    )
    peg.classList.add('hit')
    setTimeout(() => peg.classList.remove('hit'), 160)
    ctx.audio.tick()
  }

  const animate = (outcome: PlinkoOutcome) =>
    new Promise<void>((done) => {
      const ball = s('circle', { r: BALL_R, class: 'ball', cx: WIDTH / 2, cy: 8 })
      board.append(ball)
      const points = ballPoints(outcome.path)
      const stepMs = 95
      const start = performance.now()
      let segment = -1
      let over = false
      const end = () => {
        if (over) return
        over = true
        ball.remove()
        done()
      }
      // Browsers pause animation frames in a hidden or off-screen frame: the round must still end.
      setTimeout(end, stepMs * points.length + 400)
      const frame = (now: number) => {
        if (over) return
        // A frame's timestamp can predate the start by a few ms.
        const t = Math.max(0, now - start) / stepMs
        const i = Math.min(points.length - 2, Math.floor(t))
        // Point i (1..rows) is the peg of row i-1: light it as the ball arrives.
        if (i !== segment) {
          segment = i
          if (i >= 1 && i <= PLINKO_ROWS) flash(i - 1, points[i]!.x)
        }
        const f = Math.min(1, t - i)
        const a = points[i]!
        const b = points[i + 1]!
        // A hop from peg to peg: across, with a small arc up before falling.
        ball.setAttribute('cx', (a.x + (b.x - a.x) * f).toFixed(1))
        ball.setAttribute('cy', (a.y + (b.y - a.y) * f * f - Math.sin(Math.PI * f) * (i === 0 ? 0 : 10)).toFixed(1))
        if (t < points.length - 1) requestAnimationFrame(frame)
        else end()
      }
      requestAnimationFrame(frame)
    })

  let busy = false
  const play = async () => {
    if (busy) return
    busy = true
    ctx.shell.setBusy(true)
    const bet = ctx.shell.bet.cents
    ctx.shell.announce('Dropping…', 'info')
    try {
      const played = await ctx.api.drop(bet, risk)
      const outcome = played.outcome
      if (!prefersReducedMotion()) await animate(outcome)
      bins.forEach((g) => g.classList.remove('landed'))
      bins[outcome.bin]!.classList.add('landed')
      const win = played.round.winCents
      if (win > bet) ctx.audio.win(win >= bet * 5)
      else ctx.audio.lose()
      ctx.shell.announce(
        `Landed on ${x100(outcome.multiplierX100)}: ${win > 0 ? `you won ${formatUsd(win)}` : 'no win'} on a ${formatUsd(bet)} bet.`,
        win >= bet ? 'win' : 'lose',
      )
      ctx.settled(played.balanceCents, played.fairness)
    } catch (error) {
      ctx.failed(error)
    } finally {
      busy = false
      ctx.shell.setBusy(false)
    }
  }
  return { play: () => void play() }
}
