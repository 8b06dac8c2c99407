import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { AccountTabs } from '../../../../src/ui/components/account-tabs'
import { NavigateProvider } from '../../../../src/ui/routing/navigate'

const renderTabs = (path: string) => {
  const location = memoryLocation({ path, record: true })
  render(
    <Router hook={location.hook}>
      <NavigateProvider value={location.navigate}>
        <AccountTabs />
      </NavigateProvider>
    </Router>,
  )
  return { location, nav: screen.getByRole('navigation', { name: 'My account' }) }
}

describe('the account tabs', () => {
  it.each([
    ['/profile', 'My Profile'],
    ['/wallet', 'Wallet'],
    ['/transaction', 'Transaction'],
    ['/affiliates', 'My Affiliate'],
    ['/safer-play', 'Safer play'],
  ])('on %s mark %s as the current page', (path, active) => {
    const { nav } = renderTabs(path)
    const links = within(nav).getAllByRole('link')
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['My Profile', '/profile'],
      ['Wallet', '/wallet'],
      ['Transaction', '/transaction'],
      ['My Affiliate', '/affiliates'],
      ['Safer play', '/safer-play'],
    ])
    expect(links.filter((l) => l.getAttribute('aria-current') === 'page').map((l) => l.textContent)).toEqual([active])
  })

  it('go to another account screen', async () => {
    const { location, nav } = renderTabs('/profile')
    await userEvent.click(within(nav).getByRole('link', { name: 'Transaction' }))
    expect(location.history?.at(-1)).toBe('/transaction')
    expect(within(nav).getByRole('link', { name: 'Transaction' }).getAttribute('aria-current')).toBe('page')
  })
})
