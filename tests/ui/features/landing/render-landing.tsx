import { render, screen } from '@testing-library/react'
import * as TE from 'fp-ts/TaskEither'
import { memoryLocation } from 'wouter/memory-location'
import { buildContainer } from '../../../../src/composition/container'
import type { Game } from '../../../../src/core/catalogue/game'
import type { GatewayError } from '../../../../src/core/shared/gateway-error'
import { App } from '../../../../src/ui/app'
import { catalogWith } from '../../../fakes/fake-game-ports'
import { recordingLogger } from '../../../fakes/recording-logger'
import { recordingNotifier } from '../../../fakes/recording-notifier'

export const gamesNamed = (count: number): Game[] =>
  Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    gameId: `g-${i + 1}`,
    name: `Game ${i + 1}`,
    thumbnail: '/images/games/myth.svg',
    favorite: false,
  }))

/** The app at /, whose GET /api/games answers `games` (or fails). */
export async function renderLanding(games: TE.TaskEither<GatewayError, readonly Game[]>) {
  const location = memoryLocation({ path: '/', record: true })
  const { notifier, notices } = recordingNotifier()
  const logs = recordingLogger()
  const container = buildContainer(
    { apiBaseUrl: '', storage: localStorage, alert: () => undefined, console },
    {
      Notifier: notifier,
      Logger: logs.logger,
      GameCatalog: catalogWith({ games: () => games, categories: () => TE.right([]), gamesInCategory: () => TE.right([]) }),
    },
  )
  render(<App container={container} hook={location.hook} navigate={location.navigate} />)
  await screen.findByRole('heading', { level: 1, name: 'Welcome to Coinfall' }, { timeout: 5000 })
  return { location, notices, logs }
}
