import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as TE from 'fp-ts/TaskEither'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Route, Router, Switch } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { buildContainer } from '../../../src/composition/container'
import type { Registry } from '../../../src/composition/registry'
import { App } from '../../../src/ui/app'
import { ContainerProvider } from '../../../src/ui/di/container-context'
import { RouteErrorBoundary } from '../../../src/ui/routing/route-error-boundary'
import { NavigateProvider } from '../../../src/ui/routing/navigate'
import { catalogWith } from '../../fakes/fake-game-ports'
import { scriptedBalanceStream } from '../../fakes/fake-balance-ports'
import { recordingLogger } from '../../fakes/recording-logger'

const containerWith = (overrides: Partial<Registry> = {}) =>
  buildContainer(
    { apiBaseUrl: '', storage: localStorage, alert: () => undefined, console },
    {
      GameCatalog: catalogWith({ categories: () => TE.right([]), games: () => TE.right([]) }),
      BalanceStream: scriptedBalanceStream([{ bonus: 0, withdrawable: 0, thirdParty: 0, total: 0 }]).stream,
      ...overrides,
    },
  )

function Boom(): never {
  throw new Error('a bug in this screen')
}

describe('error boundaries', () => {
  // React reports every caught error on the console; the tests look at the page instead.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
  })
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('show a way back instead of a route whose screen throws, log it, and let the player leave', async () => {
    const logs = recordingLogger()
    const location = memoryLocation({ path: '/boom', record: true })
    render(
      <ContainerProvider container={containerWith({ Logger: logs.logger })}>
        <Router hook={location.hook}>
          <NavigateProvider value={location.navigate}>
            <RouteErrorBoundary>
              <Switch>
                <Route path="/boom" component={Boom} />
                <Route path="/dashboard">
                  <h1>Lobby</h1>
                </Route>
              </Switch>
            </RouteErrorBoundary>
          </NavigateProvider>
        </Router>
      </ContainerProvider>,
    )
    const alert = screen.getByRole('alert')
    expect(within(alert).getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy()
    expect(within(alert).getByRole('button', { name: 'Reload the page' })).toBeTruthy()
    expect(logs.errors.map((e) => e.message)).toEqual(['A screen failed to render'])

    await userEvent.click(within(alert).getByRole('link', { name: 'Back to the lobby' }))
    expect(location.history?.at(-1)).toBe('/dashboard')
    expect(screen.getByRole('heading', { level: 1, name: 'Lobby' })).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('keep the layout around a screen that throws', async () => {
    localStorage.setItem('authToken', 'tkn')
    // The profile form reads the clock while rendering: a clock that throws breaks that screen only.
    const container = containerWith({ Clock: { now: () => Boom() }, Logger: recordingLogger().logger })
    render(<App container={container} hook={memoryLocation({ path: '/profile' }).hook} />)
    const heading = await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }, { timeout: 10_000 })
    expect(heading.closest('main')).not.toBeNull()
    expect(screen.getByRole('navigation', { name: 'Games' })).toBeTruthy()
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Back to the lobby' }).getAttribute('href')).toBe('/dashboard')
  })

  it('catch at the root what breaks outside every route', async () => {
    const broken = { get: () => Boom(), use: () => Boom() }
    render(<App container={broken} hook={memoryLocation({ path: '/dashboard' }).hook} />)
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy())
    expect(screen.getByRole('link', { name: 'Back to the lobby' }).getAttribute('href')).toBe('/dashboard')
  })
})
