import { DESKTOP, PHONE } from './support/devices'
import { interactionMeasurement } from './support/interaction-row'
import { tap } from './support/tap'
import { LOBBY, lobbyReady, namedCategoryCard } from './support/lobby'

const CHIP = 'Crash Games'

/** From the lobby, a category in its filter slider. */
export default interactionMeasurement({
  name: 'category chip',
  order: 59,
  devices: [DESKTOP, PHONE],
  start: LOBBY,
  ready: lobbyReady,
  act: (page, timed) => timed(() => tap(page.getByRole('navigation', { name: 'Game filters' }).getByRole('link', { name: CHIP }))),
  content: (baseUrl) => namedCategoryCard(baseUrl, CHIP),
})
