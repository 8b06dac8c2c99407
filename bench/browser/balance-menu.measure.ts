import { DESKTOP, PHONE } from './support/devices'
import { interactionMeasurement } from './support/interaction-row'
import { tap } from './support/tap'
import { LOBBY, lobbyReady } from './support/lobby'

/** The header's balances open. */
export default interactionMeasurement({
  name: 'balance menu opens',
  order: 55,
  devices: [DESKTOP, PHONE],
  start: LOBBY,
  ready: lobbyReady,
  act: (page, timed) => timed(() => tap(page.getByRole('button', { name: /^Wallet balance/ }))),
})
