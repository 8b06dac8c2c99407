import { formatUsd } from '../../src/core/shared/money'
import { formatRtp } from '../../src/core/fairness/rtp'
import type { GameInfo } from './api'
import type { GameAudio } from './audio'
import { betPicker } from './bet-picker'
import { h, svgFromMarkup } from './dom'

export type Tone = 'win' | 'lose' | 'info' | 'error'

const SHIELD =
  '<path d="M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5z" fill="none" stroke="currentColor" stroke-width="2"/><path d="m8.5 12 2.5 2.5 5-5" fill="none" stroke="currentColor" stroke-width="2"/>'
const SPEAKER =
  '<path d="M4 9v6h4l5 4V5L8 9z" fill="currentColor"/><path class="waves" d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12" fill="none" stroke="currentColor" stroke-width="2"/>'

const rtpLine = (game: GameInfo): string => {
  const rates = Object.values(game.rtp)
  const all = [...new Set(rates.map(formatRtp))]
  return `RTP ${all.join(' / ')}`
}

/**
 * The frame every game shares: title, balance, sound and fairness buttons, the stage the
 * mechanic draws on, the bet, the play button and the result line read out to screen readers.
 */
export function gameShell(root: HTMLElement, game: GameInfo, audio: GameAudio, playLabel: string) {
  root.style.setProperty('--bg', game.colours.background)
  root.style.setProperty('--surface', game.colours.surface)
  root.style.setProperty('--accent', game.colours.accent)
  root.classList.add(`mechanic-${game.mechanic}`, `theme-${game.theme}`)

  const balance = h('span', { class: 'balance-value' }, '—')
  const sound = h(
    'button',
    { type: 'button', class: 'icon-button', 'aria-pressed': 'true', 'aria-label': 'Sound', title: 'Sound on/off' },
    svgFromMarkup('0 0 24 24', SPEAKER),
  )
  sound.addEventListener('click', () => {
    audio.setMuted(!audio.muted)
    sound.setAttribute('aria-pressed', String(!audio.muted))
  })
  const fairButton = h(
    'button',
    { type: 'button', class: 'fair-button', 'aria-haspopup': 'dialog', 'aria-label': 'Provably fair' },
    svgFromMarkup('0 0 24 24', SHIELD),
    h('span', { 'aria-hidden': 'true' }, 'Fair'),
  )
  const stage = h('div', { class: 'stage' })
  const options = h('div', { class: 'options' })
  const play = h('button', { type: 'button', class: 'play', 'aria-describedby': 'play-hint' }, playLabel)
  const hint = h('p', { class: 'hint', id: 'play-hint' }, 'Space or Enter plays')
  const result = h('p', { class: 'result', role: 'status', 'aria-live': 'polite' })
  const bet = betPicker(game.betOptionsCents, () => audio.click())

  root.replaceChildren(
    h(
      'header',
      { class: 'topbar' },
      h('div', { class: 'title' }, h('h1', {}, game.name), h('span', { class: 'rtp' }, rtpLine(game))),
      h('div', { class: 'balance' }, h('span', { class: 'control-label' }, 'Balance'), balance),
      h('div', { class: 'tools' }, sound, fairButton),
    ),
    h(
      'main',
      { class: 'table' },
      stage,
      h('section', { class: 'controls', 'aria-label': 'Bet and play' }, bet.root, options, play, hint, result),
    ),
  )
  root.removeAttribute('aria-busy')

  return {
    stage,
    options,
    play,
    bet,
    fairButton,
    setBalance(cents: number | null) {
      if (cents !== null) balance.textContent = formatUsd(cents)
    },
    announce(text: string, tone: Tone) {
      result.textContent = text
      result.dataset.tone = tone
    },
    /** Keeps focus on the button (a disabled button would drop it): busy is aria-disabled, and the views ignore presses. */
    setBusy(busy: boolean) {
      play.setAttribute('aria-disabled', String(busy))
      bet.lock(busy)
    },
    setPlayLabel(text: string) {
      play.textContent = text
    },
  }
}

export type GameShell = ReturnType<typeof gameShell>
