import type { Figure, Measurement } from '../harness/measurement'
import { DESKTOP, PHONE } from './support/devices'
import { floorOf } from './support/floor'

/**
 * The floor the interaction budgets stand on, per screen size: a tap on a page holding one button,
 * and that page's input delay left idle. Headless Chromium draws in software here, so even that
 * tap takes tens of milliseconds; every interaction figure is held to this run's floor.
 */
const floor: Measurement = {
  name: 'interaction: floor',
  order: 51,
  needs: 'server',
  catalogue: 'large',
  engines: ['pglite'],
  measure: async (ctx) => {
    const figures: Figure[] = []
    for (const device of [DESKTOP, PHONE]) {
      const measured = await floorOf(ctx, device)
      figures.push(
        { figure: `floor: one-button page (${device.name}): tap → next paint`, unit: 'ms', runs: measured.tap },
        { figure: `floor: one-button page left idle (${device.name}): input delay`, unit: 'ms', runs: measured.idleDelay },
      )
    }
    return figures
  },
}

export default floor
