import { PATHS } from '../../src/core/navigation/paths'
import { DESKTOP, PHONE } from './support/devices'
import { interactionMeasurement } from './support/interaction-row'
import { tap } from './support/tap'

/**
 * The bonus pages' Join tab, from the daily bonuses: a new screen, shown once the player's own join
 * bonus and its wagering progress (from the API) are. The bench's player signed up with the code.
 */
export default interactionMeasurement({
  name: 'join bonus progress',
  order: 59.7,
  devices: [DESKTOP, PHONE],
  start: PATHS.dailyBonuses,
  ready: (page) => page.getByRole('heading', { level: 1, name: 'Daily Bonus' }).waitFor({ timeout: 60_000 }),
  act: (page, timed) =>
    timed(() => tap(page.getByRole('navigation', { name: 'Bonus pages' }).getByRole('link', { name: 'Join', exact: true }))),
  content: async () => ({ label: 'the join bonus’s progress', target: { selector: 'li h3', text: 'Join bonus $10.00' } }),
})
