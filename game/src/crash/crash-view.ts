import { crashMsToReach, crashMultiplierAt } from '../../../src/core/fairness/crash'
import { CRASH_MIN_CASHOUT_X100 } from '../../../src/core/fairness/play-choices.rules'
import { formatUsd } from '../../../src/core/shared/money'
import { crashPointOf, type CrashProgress, type Round } from '../api'
import { h } from '../dom'
import type { MechanicView, PlayContext } from '../play-context'
import { crashChart, times } from './crash-chart'

const POLL_MS = 350

/**
 * The crash game: the multiplier climbs from 1.00× on the server's clock until the crash point
 * the seeds fixed; cash out before it. The page animates the same curve and polls the server,
 * which alone decides (it also settles an auto cash-out).
 */
export function crashView(ctx: PlayContext): MechanicView {
  const chart = crashChart(ctx.session.game.theme)
  const history = h('ol', { class: 'history', 'aria-label': 'Recent crash points' })
  ctx.shell.stage.append(h('div', { class: 'crash' }, history, chart.box))

  const autoOn = h('input', { type: 'checkbox', id: 'auto-on' })
  const autoAt = h('input', {
    type: 'number',
    id: 'auto-at',
    min: '1.01',
    max: '1000',
    step: '0.01',
    value: '2.00',
    inputmode: 'decimal',
    'aria-label': 'Auto cash out multiplier',
  })
  ctx.shell.options.append(
    h(
      'div',
      { class: 'auto' },
      h('label', { for: 'auto-on', class: 'chip' }, autoOn, h('span', {}, 'Auto cash out at')),
      h('div', { class: 'auto-at' }, autoAt, h('span', {}, '×')),
    ),
  )

  const showHistory = (rounds: readonly Round[]) => {
    const points = rounds.flatMap((r) => (r.mechanic === 'crash' && crashPointOf(r) !== null ? [crashPointOf(r)!] : [])).slice(0, 12)
    history.replaceChildren(...points.map((p) => h('li', { class: p >= 200 ? 'high' : 'low' }, times(p))))
  }
  void ctx.api.rounds().then(
    (r) => showHistory(r.rounds),
    () => undefined,
  )

  let round: { id: string; bet: number; t0: number; offset: number } | null = null
  let frame = 0
  let poller = 0
  let lastHum = 0
  let ending = false

  const tick = (now: number) => {
    if (round === null) return
    const elapsed = now - round.t0 + round.offset
    chart.draw(elapsed, false)
    const m = crashMultiplierAt(elapsed)
    ctx.shell.setPlayLabel(m >= CRASH_MIN_CASHOUT_X100 ? `Cash out ${formatUsd(Math.floor((round.bet * m) / 100))}` : 'Cash out')
    if (now - lastHum > 260) {
      lastHum = now
      ctx.audio.rising(m)
    }
    frame = requestAnimationFrame(tick)
  }

  const finish = (progress: Extract<CrashProgress, { state: 'ended' }>) => {
    cancelAnimationFrame(frame)
    clearInterval(poller)
    const bet = progress.round.betCents
    const crash = crashPointOf(progress.round)
    const won = progress.round.winCents > 0
    if (crash !== null) {
      chart.draw(crashMsToReach(won ? (progress.round.cashoutX100 ?? crash) : crash), !won)
      chart.setMultiplier(won ? (progress.round.cashoutX100 ?? crash) : crash)
    }
    if (!won) chart.burst()
    chart.setStatus(won ? `Cashed out at ${times(progress.round.cashoutX100!)}` : `Crashed at ${times(crash ?? 100)}`)
    if (won) {
      ctx.audio.cashOut()
      ctx.shell.announce(
        `Cashed out at ${times(progress.round.cashoutX100!)}: you won ${formatUsd(progress.round.winCents)}. The round crashed at ${times(crash ?? 100)}.`,
        'win',
      )
    } else {
      ctx.audio.crash()
      ctx.shell.announce(`Crashed at ${times(crash ?? 100)}. You lost ${formatUsd(bet)}.`, 'lose')
    }
    round = null
    ending = false
    ctx.shell.setPlayLabel('Bet')
    ctx.shell.setBusy(false)
    ctx.settled(progress.balanceCents)
    void ctx.api.rounds().then(
      (r) => showHistory(r.rounds),
      () => undefined,
    )
  }

  const follow = (id: string, bet: number, serverElapsed: number) => {
    round = { id, bet, t0: performance.now(), offset: serverElapsed }
    chart.launch()
    chart.setStatus('In the air: cash out before it crashes')
    ctx.shell.setPlayLabel('Cash out')
    frame = requestAnimationFrame(tick)
    poller = window.setInterval(async () => {
      if (round === null || round.id !== id) return
      try {
        const progress = await ctx.api.crashProgress(id)
        // Polls overlap when the network is slow: only the first answer about this round counts.
        if (round === null || round.id !== id) return
        if (progress.state === 'ended') finish(progress)
        else if (round !== null) {
          // Follow the server's clock: it alone decides when the round crashed.
          const local = performance.now() - round.t0 + round.offset
          if (Math.abs(local - progress.elapsedMs) > 150) round.offset += progress.elapsedMs - local
        }
      } catch (error) {
        ctx.failed(error)
      }
    }, POLL_MS)
  }

  const autoTarget = (): number | null => {
    if (!autoOn.checked) return null
    const x = Math.round(Number(autoAt.value) * 100)
    return Number.isFinite(x) ? Math.min(100_000, Math.max(CRASH_MIN_CASHOUT_X100, x)) : null
  }

  const play = async () => {
    if (ending) return
    if (round !== null) {
      ending = true
      try {
        const progress = await ctx.api.cashOut(round.id)
        if (progress.state === 'ended' && round !== null) finish(progress)
      } catch (error) {
        ending = false
        ctx.failed(error)
      }
      return
    }
    ending = true
    ctx.shell.setBusy(true)
    const bet = ctx.shell.bet.cents
    try {
      const played = await ctx.api.startCrash(bet, autoTarget())
      ctx.settled(played.balanceCents, played.fairness)
      ctx.shell.announce(`Bet ${formatUsd(bet)} placed. Cash out with Space or Enter.`, 'info')
      ending = false
      ctx.shell.play.setAttribute('aria-disabled', 'false')
      follow(played.round.id, bet, 0)
    } catch (error) {
      ending = false
      ctx.shell.setBusy(false)
      ctx.failed(error)
    }
  }

  if (ctx.session.running !== null) {
    const running = ctx.session.running
    ctx.shell.setBusy(true)
    ctx.shell.play.setAttribute('aria-disabled', 'false')
    void ctx.api
      .crashProgress(running.id)
      .then((p) => (p.state === 'ended' ? finish(p) : follow(running.id, running.betCents, p.elapsedMs)), ctx.failed)
  }
  return { play: () => void play() }
}
