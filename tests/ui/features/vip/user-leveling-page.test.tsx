import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as TE from 'fp-ts/TaskEither'
import { describe, expect, it } from 'vitest'
import { VIP_LEVELS } from '../../../../src/core/vip/vip-levels'
import type { VipStatus } from '../../../../src/core/vip/vip-status'
import { countingCatalog, renderLobbyApp } from '../lobby/render-lobby-app'

const status = (over: Partial<VipStatus> = {}): VipStatus => ({
  level: 0,
  wageredCents: 2_550,
  levels: VIP_LEVELS,
  nextLevel: 1,
  nextLevelSentence: 'Wager $74.50 more to reach level I and its $10.00 bonus.',
  dailyWithdrawalLimitCents: 10_000,
  withdrawnTodayCents: 1_500,
  limitResetsAt: '2030-01-02T00:00:00.000Z',
  paidNow: [],
  ...over,
})

const open = async (vip: VipStatus = status()) => {
  const rendered = renderLobbyApp('/user-leveling', {
    catalog: countingCatalog({}).catalog,
    signedIn: true,
    overrides: { VipStatus: { read: () => TE.right(vip) } },
  })
  await screen.findByRole('heading', { level: 1, name: 'VIP Levels' }, { timeout: 10_000 })
  await screen.findByRole('region', { name: /You are on level/ })
  return rendered
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
  it("shows the player's own level, the way to the next and today's limit from their figures", async () => {
    await open()
    const card = within(screen.getByRole('region', { name: 'You are on level 0' }))
    expect(card.getByText('$25.50 wagered')).toBeTruthy()
    expect(card.getByRole('heading', { level: 3, name: 'Level 1' })).toBeTruthy()
    expect(card.getByText('Wager $74.50 more to reach level I and its $10.00 bonus.')).toBeTruthy()
    expect(card.getByRole('progressbar', { name: 'Progress to level 1' }).getAttribute('aria-valuenow')).toBe('25')
    expect(card.getByText('Daily Withdrawal Limit').nextSibling?.textContent).toBe('$100')
    expect(card.getByText('Withdrawn today').nextSibling?.textContent).toBe('$15.00')
    expect(card.getByText('Your daily limit starts again at 00:00 UTC.')).toBeTruthy()
  })

  it('at the top level says so, and a level paid by this read is told once', async () => {
    const { notices } = await open(
      status({
        level: 3,
        wageredCents: 120_000,
        nextLevel: null,
        nextLevelSentence: 'You have reached the top level with $1,200.00 wagered.',
        paidNow: [3],
      }),
    )
    const card = within(screen.getByRole('region', { name: 'You are on level 3' }))
    expect(card.getByRole('progressbar', { name: 'Top level reached' }).getAttribute('aria-valuenow')).toBe('100')
    expect(card.getByText('You have reached the top level with $1,200.00 wagered.')).toBeTruthy()
    // The notice is raised by an effect after the card paints, so it may land a tick later.
    await waitFor(() =>
      expect(notices).toEqual([{ kind: 'success', message: 'Level III reached: a $20.00 bonus is in your bonus balance.' }]),
    )
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
    ).toEqual(['$1,000', '$1,000', '$20'])
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
