import type { Page } from '@playwright/test'
import type { ServerContext } from '../../harness/measurement'
import type { Device } from './devices'
import { installEventTiming } from './event-timing'
import { recordInputDelays } from './idle-input'
import { pendingRequests } from './pending-requests'
import { countLongTasks } from './settle'
import { throttledPage, type ThrottledPage } from './throttled-page'

/** How a page is signed in before it opens: a player's session, or the console's operator's. */
export type PageSignIn = (page: Page) => Promise<void>

/** A fresh throttled page signed in by `signIn`, recording its interactions, opened on `path`. */
export async function signedInPage(ctx: ServerContext, device: Device, signIn: PageSignIn, path: string): Promise<ThrottledPage> {
  const opened = await throttledPage(await ctx.browser(), device)
  const { page } = opened
  try {
    await signIn(page)
    await page.addInitScript(installEventTiming)
    await page.addInitScript(countLongTasks)
    await page.addInitScript(recordInputDelays)
    const requests = pendingRequests(page)
    // The row's `ready` waits for what it needs; the load event waits for every image on the throttled network.
    await page.goto(`${ctx.baseUrl}${path}`, { waitUntil: 'domcontentloaded', timeout: 60_000 }).catch((err: unknown) => {
      throw new Error(`${err instanceof Error ? err.message : String(err)}\n${requests.describe()}`, { cause: err })
    })
    return opened
  } catch (err) {
    await opened.close()
    throw err
  }
}
