import { act, render, waitFor } from '@testing-library/react'
import * as TE from 'fp-ts/TaskEither'
import { describe, expect, it } from 'vitest'
import { memoryLocation } from 'wouter/memory-location'
import { buildContainer, resolveFrom } from '../../../src/composition/container'
import type { GameCatalog } from '../../../src/core/games/game-catalog.port'
import { App } from '../../../src/ui/app'
import { recordingLogger } from '../../fakes/recording-logger'

const catalog: GameCatalog = {
  categories: () => TE.right([]),
  category: () => TE.left({ _tag: 'Offline' }),
  games: () => TE.right([]),
  gamesInCategory: () => TE.right([]),
  search: () => TE.right([]),
  providers: () => TE.right([]),
}

describe('the navigation bridge', () => {
  it("lets a use case's Navigation move the mounted app", async () => {
    localStorage.setItem('authToken', 'tkn')
    const location = memoryLocation({ path: '/dashboard', record: true })
    const container = buildContainer(
      { apiBaseUrl: '', storage: localStorage, alert: () => undefined, console },
      { GameCatalog: catalog, Logger: recordingLogger().logger },
    )
    render(<App container={container} hook={location.hook} />)
    // A move made before the bridge attaches is kept and made on attach, so no wait is needed here.
    act(() => resolveFrom(container, 'Navigation').go('/wallet'))
    await waitFor(() => expect(location.history?.at(-1)).toBe('/wallet'))
  })
})
