import { DESKTOP } from './support/devices'
import { interactionMeasurement } from './support/interaction-row'
import { tap } from './support/tap'
import { LOBBY, lobbyReady } from './support/lobby'

/** Typing in the search box, one key at a time with the results arriving in between: the slowest key counts. */
const KEYS = ['m', 'y', 't'] as const
const BETWEEN_KEYS_MS = 400

export default interactionMeasurement({
  name: 'search box key',
  order: 57,
  devices: [DESKTOP],
  start: LOBBY,
  ready: lobbyReady,
  prepare: (page) => tap(page.getByRole('combobox', { name: 'Search games' })),
  act: async (page, timed) => {
    for (const key of KEYS) {
      await timed(() => page.keyboard.press(key))
      await page.waitForTimeout(BETWEEN_KEYS_MS)
    }
  },
})
