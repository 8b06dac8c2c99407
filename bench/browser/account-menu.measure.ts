import { DESKTOP, PHONE } from './support/devices'
import { interactionMeasurement } from './support/interaction-row'
import { tap } from './support/tap'
import { LOBBY, lobbyReady } from './support/lobby'

/** The header's account menu opens. */
export default interactionMeasurement({
  name: 'account menu opens',
  order: 54,
  devices: [DESKTOP, PHONE],
  start: LOBBY,
  ready: lobbyReady,
  act: (page, timed) => timed(() => tap(page.getByRole('button', { name: 'Account menu' }))),
})
