import { SLOT_LINES, SLOT_PAYLINES, SLOT_REELS, SLOT_ROWS, SLOT_STRIPS } from '../../../src/core/fairness/slot-paytable'
import type { SlotOutcome } from '../../../src/core/fairness/slot'
import { formatUsd } from '../../../src/core/shared/money'
import { h, prefersReducedMotion, s, sleep, svgFromMarkup } from '../dom'
import type { MechanicView, PlayContext } from '../play-context'
import { symbolFamily, symbolMarkup, symbolName } from './symbol-sets'

const FILLER = 9
const LOOP_CELLS = 6

/**
 * The slot machine: five reels of three rows, spun by the server's outcome. Reels start
 * spinning at once and stop left to right when the answer comes; wins light their cells and
 * paylines, and the result line says what paid.
 */
export function slotView(ctx: PlayContext): MechanicView {
  const family = symbolFamily(ctx.session.game.theme)
  const cell = (symbol: number) =>
    h('div', { class: `cell sym-${symbol}` }, svgFromMarkup('0 0 100 100', symbolMarkup(family, symbol), { class: 'symbol' }))
  const randomSymbol = (reel: number) => SLOT_STRIPS[reel]![Math.floor(Math.random() * SLOT_STRIPS[reel]!.length)]!

  const strips = Array.from({ length: SLOT_REELS }, () => h('div', { class: 'strip' }))
  const reels = h('div', { class: 'reels', role: 'img' }, ...strips.map((strip) => h('div', { class: 'reel' }, strip)))
  const lines = s('svg', { class: 'paylines', viewBox: '0 0 500 300', preserveAspectRatio: 'none', 'aria-hidden': 'true' })
  ctx.shell.stage.append(
    h(
      'div',
      { class: 'cabinet' },
      h('div', { class: 'marquee', 'aria-hidden': 'true' }, h('span', {}, ctx.session.game.name)),
      h('div', { class: 'reel-frame' }, reels, lines),
      h('p', { class: 'paytable-note' }, `${SLOT_LINES} lines · wild substitutes · 5 in a row pays up to 1000× the line bet`),
    ),
  )

  // Before the first spin the reels rest at random stops: decoration only, no round is shown.
  let grid: number[][] = SLOT_STRIPS.map((strip) => {
    const stop = Math.floor(Math.random() * strip.length)
    return [0, 1, 2].map((row) => strip[(stop + row) % strip.length]!)
  })
  const describe = () => {
    const rows = [0, 1, 2].map((row) => grid.map((reel) => symbolName(family, reel[row]!)).join(', '))
    reels.setAttribute('aria-label', `Reels. Top row: ${rows[0]}. Middle row: ${rows[1]}. Bottom row: ${rows[2]}.`)
  }
  const show = (reel: number, symbols: readonly number[]) => {
    strips[reel]!.getAnimations().forEach((a) => a.cancel())
    strips[reel]!.classList.remove('spinning')
    strips[reel]!.replaceChildren(...symbols.map(cell))
  }
  grid.forEach((symbols, reel) => show(reel, symbols))
  describe()

  const spinLoop = (reel: number) => {
    const loop = Array.from({ length: LOOP_CELLS }, () => randomSymbol(reel))
    strips[reel]!.replaceChildren(...[...loop, ...loop].map(cell))
    strips[reel]!.classList.add('spinning')
    strips[reel]!.animate([{ transform: 'translateY(-50%)' }, { transform: 'translateY(0)' }], {
      duration: 300 + reel * 20,
      iterations: Infinity,
    })
  }

  const land = async (reel: number, symbols: readonly number[]) => {
    const fillers = Array.from({ length: FILLER }, () => randomSymbol(reel))
    strips[reel]!.getAnimations().forEach((a) => a.cancel())
    strips[reel]!.classList.remove('spinning')
    strips[reel]!.replaceChildren(...[...symbols, ...fillers].map(cell))
    const from = `translateY(-${(FILLER / (FILLER + SLOT_ROWS)) * 100}%)`
    const stop = strips[reel]!.animate(
      [{ transform: from }, { transform: 'translateY(1.2%)', offset: 0.85 }, { transform: 'translateY(0)' }],
      { duration: 420, easing: 'cubic-bezier(.2,.7,.3,1)' },
    )
    // A hidden or off-screen frame may never finish an animation: the round must still end.
    await Promise.race([stop.finished.catch(() => undefined), sleep(700)])
    show(reel, symbols)
    ctx.audio.reelStop(reel)
  }

  const highlight = (outcome: SlotOutcome) => {
    lines.replaceChildren()
    for (const win of outcome.wins) {
      const rows = SLOT_PAYLINES[win.line]!
      for (let reel = 0; reel < win.count; reel++) strips[reel]!.children[rows[reel]!]?.classList.add('win')
      const points = rows.map((row, reel) => `${50 + reel * 100},${50 + row * 100}`).join(' ')
      lines.append(s('polyline', { points, class: `payline line-${win.line % 5}` }))
    }
  }

  const winText = (outcome: SlotOutcome, lineBet: number): string => {
    const parts = outcome.wins
      .slice(0, 2)
      .map((w) => `${w.count} × ${symbolName(family, w.symbol)} on line ${w.line + 1} (${formatUsd(w.pays * lineBet)})`)
    const more = outcome.wins.length > 2 ? ` and ${outcome.wins.length - 2} more lines` : ''
    return `${parts.join(', ')}${more}`
  }

  let busy = false
  const play = async () => {
    if (busy) return
    busy = true
    const bet = ctx.shell.bet.cents
    ctx.shell.setBusy(true)
    ctx.shell.announce('Spinning…', 'info')
    lines.replaceChildren()
    const motion = !prefersReducedMotion()
    if (motion) strips.forEach((_, reel) => spinLoop(reel))
    try {
      const played = await ctx.api.spin(bet)
      const outcome = played.outcome
      grid = outcome.grid.map((r) => [...r])
      if (motion) {
        // Reels stop left to right, each a beat after the one before.
        await Promise.all(grid.map((symbols, reel) => sleep(150 + reel * 170).then(() => land(reel, symbols))))
      } else grid.forEach((symbols, reel) => show(reel, symbols))
      describe()
      highlight(outcome)
      const win = played.round.winCents
      if (win > 0) {
        ctx.audio.win(win >= bet * 5)
        ctx.shell.announce(`You won ${formatUsd(win)}: ${winText(outcome, bet / SLOT_LINES)}.`, 'win')
      } else {
        ctx.audio.lose()
        ctx.shell.announce(`No win this time. Bet ${formatUsd(bet)}.`, 'lose')
      }
      ctx.settled(played.balanceCents, played.fairness)
    } catch (error) {
      grid.forEach((symbols, reel) => show(reel, symbols))
      ctx.failed(error)
    } finally {
      busy = false
      ctx.shell.setBusy(false)
    }
  }
  return { play: () => void play() }
}
