import { render, screen } from '@testing-library/react'
import * as TE from 'fp-ts/TaskEither'
import { memoryLocation } from 'wouter/memory-location'
import { buildContainer } from '../../../../src/composition/container'
import type { Registry } from '../../../../src/composition/registry'
import { App } from '../../../../src/ui/app'
import { catalogWith } from '../../../fakes/fake-game-ports'
import { scriptedBalanceStream } from '../../../fakes/fake-balance-ports'
import { recordingLogger } from '../../../fakes/recording-logger'
import { recordingNotifier } from '../../../fakes/recording-notifier'
import { notCalled } from '../../../fakes/not-called'

/**
 * The whole app signed in as player 17 at `path`, with the given fakes, a Notifier and a Logger
 * that record; its links lead where they say. Resolves once the screen's level-1 heading is there (pages are lazy chunks).
 */
export async function renderAccountScreen(path: string, heading: string, overrides: Partial<Registry> = {}) {
  localStorage.setItem('authToken', 'tkn')
  localStorage.setItem('userId', '17')
  const { notifier, notices } = recordingNotifier()
  const log = recordingLogger()
  const container = buildContainer(
    { apiBaseUrl: '', storage: localStorage, alert: () => undefined, console },
    {
      Notifier: notifier,
      Logger: log.logger,
      // The sidebar lists categories; it gets none.
      GameCatalog: catalogWith({ categories: () => TE.right([]) }),
      BalanceStream: scriptedBalanceStream([{ bonus: 1000, withdrawable: 0, thirdParty: 0, total: 1000 }]).stream,
      // The profile screen lists the player's sign-ins: none unless the test says.
      AccountSessions: { list: () => TE.right([]), end: notCalled('end') },
      ...overrides,
    },
  )
  const location = memoryLocation({ path })
  render(<App container={container} hook={location.hook} navigate={location.navigate} />)
  await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 10_000 })
  return { notices, errors: log.errors }
}
