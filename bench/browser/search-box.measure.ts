import type { Page } from '@playwright/test'
import { DESKTOP } from './support/devices'
import { interactionMeasurement } from './support/interaction-row'
import { tap } from './support/tap'
import { LOBBY, lobbyReady } from './support/lobby'

const box = (page: Page) => page.getByRole('combobox', { name: 'Search games' })

/** The sidebar's search box takes focus (desktop: on a phone it lives in the drawer). */
export default interactionMeasurement({
  name: 'search box focus',
  order: 56,
  devices: [DESKTOP],
  start: LOBBY,
  ready: lobbyReady,
  act: (page, timed) => timed(() => tap(box(page))),
})
