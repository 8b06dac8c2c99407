import { PHONE } from './support/devices'
import { interactionMeasurement } from './support/interaction-row'
import { tap } from './support/tap'
import { LOBBY, lobbyReady } from './support/lobby'

/** The mobile bar's Chat opens the support panel over the lobby: a dialog, so the in-place budget. */
export default interactionMeasurement({
  name: 'support chat opens',
  order: 56,
  devices: [PHONE],
  start: LOBBY,
  ready: lobbyReady,
  act: (page, timed) =>
    timed(() => tap(page.getByRole('navigation', { name: 'Quick links' }).getByRole('button', { name: /^Chat with support/ }))),
  content: async () => ({ label: 'the panel', inPlace: true, target: { selector: '[role="dialog"] h2', text: 'Support' } }),
})
