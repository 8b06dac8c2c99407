import { formatUsd } from '../../src/core/shared/money'
import { h } from './dom'

/** The bet: one of the game's offered amounts, stepped with − and + buttons (or the arrow keys). */
export function betPicker(options: readonly number[], onChange: () => void) {
  let index = Math.min(options.length - 1, Math.max(0, options.indexOf(100) >= 0 ? options.indexOf(100) : 0))
  const value = h('span', { class: 'bet-value', id: 'bet-value', 'aria-live': 'polite' })
  const less = h('button', { type: 'button', class: 'step', 'aria-label': 'Lower the bet', onClick: () => step(-1) }, '−')
  const more = h('button', { type: 'button', class: 'step', 'aria-label': 'Raise the bet', onClick: () => step(1) }, '+')
  const root = h(
    'div',
    { class: 'bet', role: 'group', 'aria-labelledby': 'bet-label' },
    h('span', { class: 'control-label', id: 'bet-label' }, 'Bet'),
    h('div', { class: 'bet-row' }, less, value, more),
  )
  let locked = false

  const render = () => {
    value.textContent = formatUsd(options[index]!)
    less.disabled = locked || index === 0
    more.disabled = locked || index === options.length - 1
  }
  const step = (by: number) => {
    index = Math.min(options.length - 1, Math.max(0, index + by))
    render()
    onChange()
  }
  root.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowUp' || event.key === 'ArrowRight') step(1)
    else if (event.key === 'ArrowDown' || event.key === 'ArrowLeft') step(-1)
    else return
    event.preventDefault()
  })
  render()
  return {
    root,
    get cents() {
      return options[index]!
    },
    lock(value: boolean) {
      locked = value
      render()
    },
  }
}

export type BetPicker = ReturnType<typeof betPicker>
