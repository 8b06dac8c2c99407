import type { Browser } from '@playwright/test'
import type { ServerContext } from '../../harness/measurement'
import { median } from '../../harness/stats'
import type { Device } from './devices'
import { installEventTiming } from './event-timing'
import { idleInputDelay, recordInputDelays } from './idle-input'
import { timedInteraction } from './interaction'
import { tap } from './tap'
import { throttledPage } from './throttled-page'

/** The browser's own cost of answering a tap, on this machine and in this run. */
export interface Floor {
  /** Each run's tap → next paint on a page holding one button. */
  readonly tap: readonly number[]
  /** Each run's average input delay on that page left idle. */
  readonly idleDelay: readonly number[]
}

export const FLOOR_PATH = '/bench-floor'

/** Served by the bench itself (never by the app), on the app's origin. The tap changes the button's words: there is always something to paint. */
const FLOOR_PAGE = `<!doctype html><html lang="en"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title>
<button type="button" aria-pressed="false" style="margin:24px;padding:10px 16px">Press me</button>
<script>const b = document.querySelector('button'); b.addEventListener('click', () => { const on = b.getAttribute('aria-pressed') !== 'true'; b.setAttribute('aria-pressed', String(on)); b.textContent = on ? 'Pressed' : 'Press me' })</script></html>`

/** A spot on the floor page that holds nothing. */
const BLANK = { x: 300, y: 400 } as const

async function measureFloor(ctx: ServerContext, device: Device): Promise<Floor> {
  const taps: number[] = []
  const idleDelay: number[] = []
  for (let run = 1; run <= ctx.settings.browserRuns; run += 1) {
    const { page, close } = await throttledPage(await ctx.browser(), device)
    try {
      await page.route(`${ctx.baseUrl}${FLOOR_PATH}`, (route) => route.fulfill({ contentType: 'text/html', body: FLOOR_PAGE }))
      await page.addInitScript(installEventTiming)
      await page.addInitScript(recordInputDelays)
      await page.goto(`${ctx.baseUrl}${FLOOR_PATH}`)
      await page.waitForTimeout(500)
      taps.push((await timedInteraction(page, () => tap(page.getByRole('button')))).duration)
      idleDelay.push(await idleInputDelay(page, BLANK))
      ctx.progress(`  floor ${device.name} run ${run}: tap ${taps.at(-1)} ms, idle input delay ${idleDelay.at(-1)!.toFixed(1)} ms`)
    } finally {
      await close()
    }
  }
  return { tap: taps, idleDelay }
}

// Once per browser (one per bench run) and screen, whichever figure asks first.
const measured = new WeakMap<Browser, Map<string, Promise<Floor>>>()

/** The floor of this run on `device`, measured on first use and shared by every interaction figure. */
export async function floorOf(ctx: ServerContext, device: Device): Promise<Floor> {
  const browser = await ctx.browser()
  const byDevice = measured.get(browser) ?? new Map<string, Promise<Floor>>()
  measured.set(browser, byDevice)
  const found = byDevice.get(device.name) ?? measureFloor(ctx, device)
  byDevice.set(device.name, found)
  return found
}

/** Budgets above the floor: the floor's median plus the allowance. */
export const overFloor = (runs: readonly number[], allowanceMs: number): number => median(runs) + allowanceMs
