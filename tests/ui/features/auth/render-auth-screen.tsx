import { render } from '@testing-library/react'
import * as TE from 'fp-ts/TaskEither'
import { memoryLocation } from 'wouter/memory-location'
import { buildContainer } from '../../../../src/composition/container'
import type { AuthGateway } from '../../../../src/core/auth/auth-gateway.port'
import { App } from '../../../../src/ui/app'
import { fakeAuthGateway } from '../../../fakes/fake-auth-gateway'
import { catalogWith } from '../../../fakes/fake-game-ports'
import { recordingLogger } from '../../../fakes/recording-logger'
import { recordingNotifier } from '../../../fakes/recording-notifier'

/** The whole app at `path`, with a scripted AuthGateway and a Notifier that records. */
export function renderAuthScreen(path: string, answers: Partial<AuthGateway> = {}) {
  const location = memoryLocation({ path, record: true })
  const auth = fakeAuthGateway(answers)
  const { notifier, notices } = recordingNotifier()
  const container = buildContainer(
    { apiBaseUrl: '', storage: localStorage, alert: () => undefined, console },
    {
      AuthGateway: auth.gateway,
      Notifier: notifier,
      Logger: recordingLogger().logger,
      // The lobby the forms lead to lists games; it gets none.
      GameCatalog: catalogWith({ categories: () => TE.right([]), games: () => TE.right([]), gamesInCategory: () => TE.right([]) }),
    },
  )
  render(<App container={container} hook={location.hook} navigate={location.navigate} />)
  return { location, calls: auth.calls, notices }
}
