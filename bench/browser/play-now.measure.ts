import { firstGameName } from '../stack/catalogue-api'
import { DESKTOP, PHONE } from './support/devices'
import { interactionMeasurement } from './support/interaction-row'
import { tap } from './support/tap'
import { LOBBY, lobbyGames, lobbyReady } from './support/lobby'

/** Play Now on the lobby's first card: the loader, then the game's overlay with its title. */
export default interactionMeasurement({
  name: 'Play Now',
  order: 59.5,
  devices: [DESKTOP, PHONE],
  start: LOBBY,
  ready: lobbyReady,
  act: (page, timed) =>
    timed(() =>
      tap(
        lobbyGames(page)
          .getByRole('button', { name: /^Play Now / })
          .first(),
      ),
    ),
  content: async (baseUrl) => {
    const game = await firstGameName(baseUrl, '/api/games?page=1&per_page=1')
    return { label: 'game overlay', target: { selector: '[role="dialog"] h2', text: game } }
  },
})
