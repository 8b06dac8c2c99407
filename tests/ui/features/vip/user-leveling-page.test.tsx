import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { countingCatalog, renderLobbyApp } from '../lobby/render-lobby-app'

const open = async () => {
  renderLobbyApp('/user-leveling', { catalog: countingCatalog({}).catalog, signedIn: true })
  await screen.findByRole('heading', { level: 1, name: 'VIP Levels' }, { timeout: 10_000 })
}

const carousel = () => within(screen.getByRole('region', { name: 'Level benefits' }))
const shownLevel = () => {
  const visible = carousel()
    .getAllByRole('group')
    .filter((g) => g.getAttribute('aria-hidden') !== 'true')
  expect(visible).toHaveLength(1)
  return within(visible[0]!).getByRole('heading', { level: 3 }).textContent
}

describe('the user leveling page', () => {
  it('shows the static card: level 0, then level 1 with $100 and the withdrawal limit twice', async () => {
    await open()
    const card = within(screen.getByRole('region', { name: 'You are on level 0' }))
    expect(card.getByRole('heading', { level: 3, name: 'Level 1' })).toBeTruthy()
    expect(card.getAllByText('$100')).toHaveLength(3)
    expect(card.getAllByText('Daily Withdrawal Limit')).toHaveLength(2)
  })

  it('slides through the three levels with buttons that wrap at both ends', async () => {
    await open()
    expect(shownLevel()).toBe('Level I')
    expect(carousel().getByText('Level I, 1 of 3')).toBeTruthy()
    await userEvent.click(carousel().getByRole('button', { name: 'Previous level' }))
    expect(shownLevel()).toBe('Level III')
    const facts = carousel()
      .getAllByRole('group')
      .find((g) => g.getAttribute('aria-hidden') !== 'true')!
    expect(
      within(facts)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['$1,000', '$1,000', '20%'])
    await userEvent.click(carousel().getByRole('button', { name: 'Next level' }))
    expect(shownLevel()).toBe('Level I')
    await userEvent.click(carousel().getByRole('button', { name: 'Next level' }))
    expect(shownLevel()).toBe('Level II')
    expect(carousel().getByText('Level II, 2 of 3')).toBeTruthy()
  })

  it('works from the keyboard, and the dots jump to a level', async () => {
    await open()
    carousel().getByRole('button', { name: 'Next level' }).focus()
    await userEvent.keyboard('{Enter}')
    expect(shownLevel()).toBe('Level II')
    await userEvent.keyboard(' ')
    expect(shownLevel()).toBe('Level III')
    await userEvent.click(carousel().getByRole('button', { name: 'Show level I' }))
    expect(shownLevel()).toBe('Level I')
    expect(carousel().getByRole('button', { name: 'Show level I' }).getAttribute('aria-current')).toBe('true')
  })
})
