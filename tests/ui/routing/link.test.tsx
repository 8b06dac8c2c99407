import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Profiler } from 'react'
import { describe, expect, it } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { Link } from '../../../src/ui/routing/link'
import { NavigateProvider } from '../../../src/ui/routing/navigate'

const renderLink = (link: React.ReactNode, base?: string) => {
  const location = memoryLocation({ path: '/start', record: true })
  let renders = 0
  render(
    <Router hook={location.hook}>
      <NavigateProvider value={location.navigate}>
        <Router {...(base === undefined ? {} : { base })}>
          <Profiler id="link" onRender={() => void (renders += 1)}>
            {link}
          </Profiler>
        </Router>
      </NavigateProvider>
    </Router>,
  )
  return { location, renders: () => renders }
}

describe('an app link', () => {
  it('goes to its address without a page load', async () => {
    const { location } = renderLink(<Link href="/casino">Casino</Link>)
    await userEvent.click(screen.getByRole('link', { name: 'Casino' }))
    expect(location.history).toEqual(['/start', '/casino'])
  })

  it('leaves a modified or middle click to the browser (a new tab)', () => {
    const { location } = renderLink(<Link href="/casino">Casino</Link>)
    const link = screen.getByRole('link', { name: 'Casino' })
    // Stands in for the browser's new tab, after the link's own handler has passed (jsdom cannot navigate).
    const newTab = (e: MouseEvent) => e.preventDefault()
    document.addEventListener('click', newTab)
    fireEvent.click(link, { ctrlKey: true })
    fireEvent.click(link, { metaKey: true })
    fireEvent.click(link, { button: 1 })
    document.removeEventListener('click', newTab)
    expect(location.history).toEqual(['/start'])
  })

  it('runs its own click handler first, which may keep the address', async () => {
    const { location } = renderLink(
      <Link href="/casino" onClick={(e) => e.preventDefault()}>
        Casino
      </Link>,
    )
    await userEvent.click(screen.getByRole('link', { name: 'Casino' }))
    expect(location.history).toEqual(['/start'])
  })

  it("is written and followed inside its router's base, or from the root with ~", async () => {
    const { location } = renderLink(
      <>
        <Link href="/withdrawals">Withdrawals</Link>
        <Link href="~/dashboard">Lobby</Link>
      </>,
      '/operator',
    )
    expect(screen.getByRole('link', { name: 'Withdrawals' }).getAttribute('href')).toBe('/operator/withdrawals')
    expect(screen.getByRole('link', { name: 'Lobby' }).getAttribute('href')).toBe('/dashboard')
    await userEvent.click(screen.getByRole('link', { name: 'Withdrawals' }))
    await userEvent.click(screen.getByRole('link', { name: 'Lobby' }))
    expect(location.history).toEqual(['/start', '/operator/withdrawals', '/dashboard'])
  })

  it('is not rendered again when the address changes (wouter’s Link is: it listens to the address)', () => {
    const { location, renders } = renderLink(<Link href="/casino">Casino</Link>)
    const before = renders()
    act(() => location.navigate('/dashboard'))
    act(() => location.navigate('/casino'))
    expect(renders()).toBe(before)
  })
})
