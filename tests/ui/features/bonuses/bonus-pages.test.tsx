import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as TE from 'fp-ts/TaskEither'
import { describe, expect, it } from 'vitest'
import type { Clipboard } from '../../../../src/core/shared/clipboard.port'
import { countingCatalog, renderLobbyApp } from '../lobby/render-lobby-app'

// Each page is a lazy chunk: on a busy machine its first render can take a few seconds.
const open = async (path: string, heading: string, clipboard?: Clipboard) => {
  const rendered = renderLobbyApp(path, {
    catalog: countingCatalog({}).catalog,
    signedIn: true,
    overrides: clipboard ? { Clipboard: clipboard } : {},
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

  it('daily lists the progress rows with labelled bars and a Place bet link to the casino', async () => {
    await open('/daily-bonuses', 'Daily Bonus')
    const rows = within(screen.getByRole('region', { name: 'Daily tasks' })).getAllByRole('listitem')
    expect(rows.map((r) => within(r).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Login for 1 Day',
      'Chilli Heat',
      'Buffalo King',
      '45 min online',
    ])
    expect(within(rows[0]!).getByText('1/1')).toBeTruthy()
    expect(within(rows[0]!).getByText('Completed')).toBeTruthy()
    expect(within(rows[1]!).getByText('$0.00/$100.00')).toBeTruthy()
    expect(within(rows[3]!).getByText('25:00/50:00')).toBeTruthy()
    const bars = screen.getAllByRole('progressbar')
    expect(bars.map((b) => [b.getAttribute('aria-valuenow'), b.getAttribute('aria-valuetext')])).toEqual([
      ['100', '1 of 1, completed'],
      ['0', '$0.00 of $100.00'],
      ['0', '$0.00 of $100.00'],
      ['50', '25:00 of 50:00'],
    ])
    expect(screen.getByRole('progressbar', { name: 'Chilli Heat' })).toBeTruthy()
    const bets = screen.getAllByRole('link', { name: 'Place bet' })
    expect(bets).toHaveLength(4)
    expect(bets.every((b) => b.getAttribute('href') === '/casino')).toBe(true)
    expect(bets[2]?.getAttribute('aria-describedby')).toBe(within(rows[2]!).getByRole('heading').id)
  })

  it('a tab opens its page: Weekly shows the same list, Happy Hour says Coming Soon', async () => {
    const { location } = await open('/daily-bonuses', 'Daily Bonus')
    await userEvent.click(tabs().getByRole('link', { name: 'Weekly Bonus' }))
    await screen.findByRole('heading', { level: 1, name: 'Weekly Bonus' }, { timeout: 10_000 })
    expect(location.history?.at(-1)).toBe('/weekly-bonuses')
    expect(tabs().getByRole('link', { name: 'Weekly Bonus' }).getAttribute('aria-current')).toBe('page')
    expect(within(screen.getByRole('region', { name: 'Weekly tasks' })).getAllByRole('progressbar')).toHaveLength(4)
    await userEvent.click(tabs().getByRole('link', { name: 'Happy Hour' }))
    await screen.findByRole('heading', { level: 1, name: 'Happy Hour' }, { timeout: 10_000 })
    expect(screen.getByRole('heading', { level: 2, name: 'Coming Soon' })).toBeTruthy()
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

  it('the older /happyhourbonus page still shows its countdown and tabs', async () => {
    await open('/happyhourbonus', 'Coming soon')
    expect(screen.getByText('00:00:00')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Deposit Bonus' }))
    expect(screen.getByRole('button', { name: 'Deposit Bonus' }).getAttribute('aria-pressed')).toBe('true')
  })
})
