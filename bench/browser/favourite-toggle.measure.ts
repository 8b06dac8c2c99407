import { DESKTOP, PHONE } from './support/devices'
import { interactionMeasurement } from './support/interaction-row'
import { tap } from './support/tap'
import { LOBBY, lobbyGames, lobbyReady } from './support/lobby'

/** A heart on the lobby's second card. */
export default interactionMeasurement({
  name: 'favourite toggle',
  order: 53,
  devices: [DESKTOP, PHONE],
  start: LOBBY,
  ready: lobbyReady,
  act: (page, timed) =>
    timed(() =>
      tap(
        lobbyGames(page)
          .getByRole('button', { name: /^Favourite / })
          .nth(1),
      ),
    ),
})
