import type { Figure, Measurement } from '../harness/measurement'
import { median } from '../harness/stats'
import { DESKTOP, PHONE } from './support/devices'
import { floorOf, overFloor } from './support/floor'
import { idleInputDelay } from './support/idle-input'
import { signedInPage } from './support/interaction-page'
import { LOBBY, lobbyReady } from './support/lobby'
import { registerPlayer, signIn } from './support/player'
import { settled } from './support/settle'

/** Issue 27: an idle page delays input no more than the one-button page does, + 5 ms. */
const IDLE_MS = 5

/**
 * The signed-in lobby left alone once settled: taps on its heading (which does nothing) at uneven
 * gaps, and how long each waited for the page to hear it, against the one-button page's.
 */
const idleLobby: Measurement = {
  name: 'interaction: idle lobby',
  order: 52,
  needs: 'server',
  catalogue: 'large',
  engines: ['pglite'],
  measure: async (ctx) => {
    const player = await registerPlayer(ctx.baseUrl)
    const figures: Figure[] = []
    for (const device of [DESKTOP, PHONE]) {
      const floor = await floorOf(ctx, device)
      const runs: number[] = []
      for (let run = 1; run <= ctx.settings.browserRuns; run += 1) {
        const { page, close } = await signedInPage(ctx, device, (page) => signIn(page, player), LOBBY)
        try {
          await lobbyReady(page)
          await settled(page)
          const box = await page.getByRole('heading', { level: 1, name: 'Lobby' }).boundingBox()
          if (box === null) throw new Error('the lobby shows no heading to tap')
          runs.push(await idleInputDelay(page, { x: box.x + box.width / 2, y: box.y + box.height / 2 }))
          ctx.progress(`  idle lobby ${device.name} run ${run}: input delay ${runs.at(-1)!.toFixed(1)} ms`)
        } finally {
          await close()
        }
      }
      figures.push({
        figure: `idle lobby (${device.name}): input delay`,
        unit: 'ms',
        runs,
        budget: { at: 'most', value: overFloor(floor.idleDelay, IDLE_MS), rule: `idle floor + ${IDLE_MS} ms` },
        notes: { device: device.name, floorIdleMs: median(floor.idleDelay) },
      })
    }
    return figures
  },
}

export default idleLobby
