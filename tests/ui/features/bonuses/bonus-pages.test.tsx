import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as TE from 'fp-ts/TaskEither'
import { describe, expect, it } from 'vitest'
import type { Clipboard } from '../../../../src/core/shared/clipboard.port'
import { countingCatalog, renderLobbyApp } from '../lobby/render-lobby-app'
import type { Registry } from '../../../../src/composition/registry'
import type { MissionList, PlayerMissions, Promotions } from '../../../../src/core/bonuses/promotions.port'

const list = (missions: MissionList['missions'], resetsAt: string, rule: string): MissionList => ({
  resetsAt: new Date(resetsAt),
  rule,
  missions,
})

/** The server's answers, as the gateway gives them; a claim marks its mission claimed. */
function fakePromotions() {
  const claimed: string[] = []
  const mission = (
    id: string,
    title: string,
    kind: 'sign_in' | 'wager_on_game' | 'minutes_played',
    progress: MissionList['missions'][number]['progress'],
    reward: number,
    rule: string,
    game: { gameId: string; name: string } | null = null,
  ) => ({
    id,
    title,
    kind,
    game,
    progress,
    rewardCents: reward,
    complete: progress.done >= progress.target,
    claimed: claimed.includes(id),
    rule,
  })
  const missions = (): PlayerMissions => ({
    daily: list(
      [
        mission(
          'daily-sign-in',
          'Login for 1 Day',
          'sign_in',
          { unit: 'steps', done: 1, target: 1 },
          100,
          'Sign in and claim a $1.00 bonus.',
        ),
        mission(
          'daily-chilli',
          'Chilli Fiesta',
          'wager_on_game',
          { unit: 'cents', done: 2500, target: 10_000 },
          200,
          'Wager $100.00 on Chilli Fiesta and claim a $2.00 bonus.',
          { gameId: 'cf-slots-chilli-fiesta', name: 'Chilli Fiesta' },
        ),
        mission(
          'daily-minutes',
          '50 min of play',
          'minutes_played',
          { unit: 'seconds', done: 1500, target: 3000 },
          200,
          'Play a round in each of 50 different minutes.',
        ),
      ],
      '2030-01-02T00:00:00Z',
      'Daily missions reset every day at 00:00 UTC.',
    ),
    weekly: list(
      [mission('weekly-sign-in', 'Login on 3 Days', 'sign_in', { unit: 'steps', done: 1, target: 3 }, 500, 'Sign in on 3 days.')],
      '2030-01-07T00:00:00Z',
      'Weekly missions reset every Monday at 00:00 UTC.',
    ),
  })
  const promotions: Promotions = {
    terms: () =>
      TE.right({
        join: { code: 'COINFALLJOIN', amountCents: 1000, rule: 'Sign up with this code to get a $10.00 bonus.' },
        happyHour: {
          windows: [{ startMinute: 1080, endMinute: 1140 }],
          boost: { percent: 20, capCents: 5000, wageringMultiple: 10 },
          rule: 'Deposit during happy hour (every day 18:00–19:00 UTC) and get 20% of it as a bonus.',
        },
      }),
    missions: () => TE.right(missions()),
    claim: (id) => {
      claimed.push(id)
      return TE.right('Mission reward claimed: it is in your bonus balance.')
    },
  }
  return { promotions, claimed }
}

// Each page is a lazy chunk: on a busy machine its first render can take a few seconds.
const open = async (path: string, heading: string, clipboard?: Clipboard, more: Partial<Registry> = {}) => {
  const rendered = renderLobbyApp(path, {
    catalog: countingCatalog({}).catalog,
    signedIn: true,
    overrides: { ...(clipboard ? { Clipboard: clipboard } : {}), ...more },
  })
  await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 10_000 })
  return rendered
}

const tabs = () => within(screen.getByRole('navigation', { name: 'Bonus pages' }))

describe('the bonus pages', () => {
  it("share four tabs in the specification's order, the open one marked current", async () => {
    await open('/daily-bonuses', 'Daily Bonus')
    const links = tabs().getAllByRole('link')
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Weekly Bonus', '/weekly-bonuses'],
      ['Happy Hour', '/happy-hour-bonuses'],
      ['Daily Bonus', '/daily-bonuses'],
      ['Join', '/join-bonuses'],
    ])
    expect(links.filter((l) => l.getAttribute('aria-current') === 'page').map((l) => l.textContent)).toEqual(['Daily Bonus'])
  })

  it("daily lists the player's missions with labelled bars, when they reset, Claim on a completed one and Place bet", async () => {
    const fake = fakePromotions()
    const { notices } = await open('/daily-bonuses', 'Daily Bonus', undefined, { Promotions: fake.promotions })
    const region = await screen.findByRole('region', { name: 'Daily missions' })
    const rows = await within(region).findAllByRole('listitem')
    expect(rows.map((r) => within(r).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Login for 1 Day',
      'Chilli Fiesta',
      '50 min of play',
    ])
    expect(within(rows[0]!).getByText('1/1')).toBeTruthy()
    expect(within(rows[1]!).getByText('$25.00/$100.00')).toBeTruthy()
    expect(within(rows[2]!).getByText('25:00/50:00')).toBeTruthy()
    expect(within(region).getByText(/Daily missions reset every day at 00:00 UTC\. Next reset: 2030-01-02 00:00 UTC\./)).toBeTruthy()
    expect(screen.getAllByRole('progressbar').map((b) => b.getAttribute('aria-valuetext'))).toEqual([
      '1 of 1, completed',
      '$25.00 of $100.00',
      '25:00 of 50:00',
    ])
    expect(within(rows[1]!).getByText('Wager $100.00 on Chilli Fiesta and claim a $2.00 bonus.')).toBeTruthy()
    expect(within(rows[1]!).getByRole('button', { name: 'Place bet' })).toBeTruthy()
    expect(within(rows[2]!).getByRole('link', { name: 'Place bet' }).getAttribute('href')).toBe('/casino')
    await userEvent.click(within(rows[0]!).getByRole('button', { name: 'Claim $1.00' }))
    expect(fake.claimed).toEqual(['daily-sign-in'])
    expect(notices).toContainEqual({ kind: 'success', message: 'Mission reward claimed: it is in your bonus balance.' })
    expect(await screen.findByText('Claimed')).toBeTruthy()
  })

  it('a tab opens its page: Weekly shows its own missions, Happy Hour counts down to the next start', async () => {
    const fake = fakePromotions()
    const { location } = await open('/daily-bonuses', 'Daily Bonus', undefined, {
      Promotions: fake.promotions,
      Clock: { now: () => new Date('2030-01-01T17:00:00Z') },
    })
    await userEvent.click(tabs().getByRole('link', { name: 'Weekly Bonus' }))
    await screen.findByRole('heading', { level: 1, name: 'Weekly Bonus' }, { timeout: 10_000 })
    expect(location.history?.at(-1)).toBe('/weekly-bonuses')
    expect(tabs().getByRole('link', { name: 'Weekly Bonus' }).getAttribute('aria-current')).toBe('page')
    expect(await within(screen.getByRole('region', { name: 'Weekly missions' })).findAllByRole('progressbar')).toHaveLength(1)
    await userEvent.click(tabs().getByRole('link', { name: 'Happy Hour' }))
    await screen.findByRole('heading', { level: 1, name: 'Happy Hour' }, { timeout: 10_000 })
    const timer = await screen.findByRole('timer')
    expect(timer.textContent).toBe('01:00:00')
    expect(timer.getAttribute('aria-label')).toBe('Next happy hour starts in 1 hours, 0 minutes, 0 seconds')
    expect(screen.getByText(/Deposit during happy hour \(every day 18:00–19:00 UTC\)/)).toBeTruthy()
  })
  it('join shows the fixed code and copies it, with a success toast', async () => {
    const written: string[] = []
    const { notices } = await open('/join-bonuses', 'Join Bonus', {
      write: (text) => {
        written.push(text)
        return TE.right(undefined)
      },
    })
    expect(screen.getByText('Use our promocode to get exciting bonus benefit')).toBeTruthy()
    expect(screen.getByText('COINFALLJOIN')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Copy promo code' }))
    expect(written).toEqual(['COINFALLJOIN'])
    expect(notices).toEqual([{ kind: 'success', message: 'Promo code copied to clipboard!' }])
  })

  it('join says so when the clipboard refuses', async () => {
    const { notices } = await open('/join-bonuses', 'Join Bonus', { write: () => TE.left({ _tag: 'ClipboardRefused', reason: 'denied' }) })
    await userEvent.click(screen.getByRole('button', { name: 'Copy promo code' }))
    expect(notices).toEqual([{ kind: 'error', message: 'Could not copy the promo code. Select it and copy it by hand.' }])
  })

  it("the older /happyhourbonus page counts down to the current happy hour's end, with its tabs", async () => {
    const fake = fakePromotions()
    await open('/happyhourbonus', 'Happy Hour', undefined, {
      Promotions: fake.promotions,
      Clock: { now: () => new Date('2030-01-01T18:59:58Z') },
    })
    const timer = await screen.findByRole('timer')
    expect(timer.textContent).toBe('00:00:02')
    expect(screen.getByText('Happy hour is on: it ends in')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Joining Bonus' }))
    expect(screen.getByRole('button', { name: 'Joining Bonus' }).getAttribute('aria-pressed')).toBe('true')
    expect(screen.getByText(/Sign up with this code/)).toBeTruthy()
  })
})
