import { DESKTOP, PHONE } from './support/devices'
import { interactionMeasurement } from './support/interaction-row'
import { tap } from './support/tap'

/** The operator console's Ledger health tab, from the withdrawal queue: a new screen, shown once its checks (from the API) are. */
export default interactionMeasurement({
  name: 'console ledger health',
  order: 59.8,
  as: 'operator',
  devices: [DESKTOP, PHONE],
  start: '/operator',
  ready: (page) => page.getByRole('heading', { level: 1, name: 'Withdrawal queue' }).waitFor({ timeout: 60_000 }),
  act: (page, timed) => timed(() => tap(page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Ledger health' }))),
  content: async () => ({ label: 'its invariants', target: { selector: 'caption', text: 'Invariants' } }),
})
