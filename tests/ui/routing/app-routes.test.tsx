import { render, screen } from '@testing-library/react'
import * as TE from 'fp-ts/TaskEither'
import { describe, expect, it } from 'vitest'
import { memoryLocation } from 'wouter/memory-location'
import { buildContainer } from '../../../src/composition/container'
import type { GameCatalog } from '../../../src/core/catalogue/game-catalog.port'
import { App } from '../../../src/ui/app'
import { recordingLogger } from '../../fakes/recording-logger'

const catalog: GameCatalog = {
  categories: () =>
    TE.right([
      { id: 2, name: 'Slots', logo: '/images/categories/slots.webp', position: 8 },
      { id: 1, name: 'Crash Games', logo: '/images/categories/crash-games.webp', position: 2 },
    ]),
  category: () => TE.left({ _tag: 'Offline' }),
  games: () => TE.right([]),
  gamesInCategory: () => TE.right([]),
  search: () => TE.right([]),
  providers: () => TE.right([]),
}

const renderAt = (path: string) => {
  const location = memoryLocation({ path, record: true })
  const container = buildContainer(
    { apiBaseUrl: '', storage: localStorage, alert: () => undefined, console },
    { GameCatalog: catalog, Logger: recordingLogger().logger },
  )
  render(<App container={container} hook={location.hook} navigate={location.navigate} />)
  return location
}

describe('the app shell', () => {
  it('sends a visitor from /dashboard to the login screen', async () => {
    const location = renderAt('/dashboard')
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' }, { timeout: 10_000 })).toBeTruthy()
    expect(location.history?.at(-1)).toBe('/login')
  })

  it('lists the categories in the sidebar by position, after Home', async () => {
    localStorage.setItem('authToken', 'tkn')
    renderAt('/dashboard')
    await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })
    const nav = await screen.findByRole('navigation', { name: 'Games' })
    await screen.findByText('Slots')
    const labels = Array.from(nav.querySelectorAll('a')).map((a) => a.textContent)
    expect(labels).toEqual(['Home', 'Crash Games', 'Slots'])
  })
})
