import { DESKTOP } from './support/devices'
import { interactionMeasurement } from './support/interaction-row'
import { tap } from './support/tap'
import { largestCategoryCard, LOBBY, lobbyReady } from './support/lobby'
import { largestCategory } from '../stack/catalogue-api'

/** From the lobby, the sidebar's largest category (desktop, where the sidebar shows). */
export default interactionMeasurement({
  name: 'sidebar category',
  order: 58,
  devices: [DESKTOP],
  start: LOBBY,
  ready: lobbyReady,
  act: async (page, timed) => {
    const to = await largestCategory(new URL(page.url()).origin)
    await timed(() => tap(page.getByRole('navigation', { name: 'Games' }).getByRole('link', { name: to.name, exact: true })))
  },
  content: largestCategoryCard,
})
