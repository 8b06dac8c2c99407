import type { Page } from '@playwright/test'
import type { ServerContext } from '../../harness/measurement'
import type { Device } from './devices'
import { cumulativeLayoutShift, installVitals } from './page-vitals'
import { watchScripts, type ScriptFile } from './script-bytes'
import { saveShots, shotsFolder } from './shots'
import { throttledPage } from './throttled-page'

/** The page has settled once this long passes with no new LCP candidate, layout shift or resource. */
const QUIET_MS = 1500
const SETTLE_TIMEOUT_MS = 60_000

export interface ColdLoad {
  readonly lcp: number
  readonly lcpElement: string
  readonly cls: number
  /** Every layout shift: its score, when, and the elements that moved. */
  readonly shiftSources: readonly string[]
  readonly firstPaint: number
  readonly firstContentfulPaint: number
  readonly scripts: readonly ScriptFile[]
}

/**
 * One first visit to `path` on a throttled, empty browser, until it settles: LCP (the last
 * candidate by then; nothing here interacts, which would end LCP earlier), CLS, the paint timings
 * and the JavaScript downloaded.
 */
export async function coldLoad(ctx: ServerContext, path: string, device: Device, run: number): Promise<ColdLoad> {
  const { page, cdp, close } = await throttledPage(await ctx.browser(), device)
  try {
    const scripts = watchScripts(cdp)
    await page.addInitScript(installVitals)
    const shots = ctx.settings.shots
      ? await saveShots(page, shotsFolder(`${path === '/' ? 'landing' : path}-${ctx.engine}-run${run}`))
      : null
    await page.goto(`${ctx.baseUrl}${path}`, { waitUntil: 'load' })
    await settle(page)
    const vitals = await page.evaluate(() => window.__benchVitals)
    const last = vitals?.lcp.at(-1)
    if (vitals === undefined || last === undefined) throw new Error(`${path}: the page reported no largest contentful paint`)
    const firstPaint = vitals.paints['first-paint']
    const firstContentfulPaint = vitals.paints['first-contentful-paint']
    if (firstPaint === undefined || firstContentfulPaint === undefined) throw new Error(`${path}: the page reported no first paint`)
    await shots?.final()
    return {
      lcp: last.time,
      lcpElement: last.element,
      cls: cumulativeLayoutShift(vitals.shifts),
      shiftSources: vitals.shifts.map((x) => `${x.value.toFixed(3)} at ${Math.round(x.time)} ms: ${x.sources.join(', ')}`),
      firstPaint,
      firstContentfulPaint,
      scripts: scripts(),
    }
  } finally {
    await close()
  }
}

/**
 * Waits for a first LCP candidate, then for a quiet spell. The network going idle is not enough:
 * on the slowed CPU the app can still be evaluating its bundle, with its lazy chunks and their
 * paints still to come.
 */
async function settle(page: Page): Promise<void> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS
  await page.waitForFunction(() => (window.__benchVitals?.lcp.length ?? 0) > 0, null, { timeout: SETTLE_TIMEOUT_MS, polling: 100 })
  const activity = () =>
    page.evaluate(
      () => `${window.__benchVitals!.lcp.length} ${window.__benchVitals!.shifts.length} ${performance.getEntriesByType('resource').length}`,
    )
  let seen = await activity()
  while (Date.now() < deadline) {
    await page.waitForTimeout(QUIET_MS)
    const now = await activity()
    if (now === seen) return
    seen = now
  }
  throw new Error(`${page.url()} did not settle within ${SETTLE_TIMEOUT_MS / 1000} s`)
}

/** Cold loads one after another, each in a fresh context, with progress. */
export async function coldLoads(ctx: ServerContext, path: string, device: Device): Promise<readonly ColdLoad[]> {
  const loads: ColdLoad[] = []
  for (let run = 1; run <= ctx.settings.browserRuns; run += 1) {
    const load = await coldLoad(ctx, path, device, run)
    ctx.progress(`  ${path} run ${run}: LCP ${Math.round(load.lcp)} ms (${load.lcpElement})`)
    loads.push(load)
  }
  return loads
}
