import { PATHS } from '../../src/core/navigation/paths'
import { DESKTOP, PHONE } from './support/devices'
import { interactionMeasurement } from './support/interaction-row'
import { tap } from './support/tap'

/** The account tabs' Safer play, from the profile: a new screen, shown once its limits (from the API) are. */
export default interactionMeasurement({
  name: 'safer play tab',
  order: 59.6,
  devices: [DESKTOP, PHONE],
  start: PATHS.profile,
  ready: (page) => page.getByRole('heading', { level: 1, name: 'Personal Details' }).waitFor({ timeout: 60_000 }),
  act: (page, timed) => timed(() => tap(page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Safer play' }))),
  content: async () => ({ label: 'its deposit limits', target: { selector: 'h2', text: 'Deposit limits' } }),
})
