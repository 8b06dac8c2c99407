import type { Browser, CDPSession, Page } from '@playwright/test'
import type { Device } from './devices'

/** Issue 12's slow phone, by Chromium's own throttling. */
export const THROTTLING = {
  cpuSlowdown: 4,
  latencyMs: 40,
  bitsPerSecond: 10_000_000,
} as const

export interface ThrottledPage {
  readonly page: Page
  readonly cdp: CDPSession
  readonly close: () => Promise<void>
}

/**
 * A page in a context of its own (empty cache, storage and cookies), the cache disabled too, the
 * CPU slowed and the network shaped through the DevTools protocol. Scripts given run before the
 * page's own on every navigation.
 */
export async function throttledPage(browser: Browser, device: Device): Promise<ThrottledPage> {
  const context = await browser.newContext(device.context)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  const bytesPerSecond = THROTTLING.bitsPerSecond / 8
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLING.latencyMs,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown })
  await takesHarnessFunctions(page)
  return { page, cdp, close: () => context.close() }
}

/**
 * tsx compiles with esbuild's keepNames, which wraps named functions in __name(): functions this
 * harness sends into a page (init scripts, evaluate) would not find it there.
 */
export async function takesHarnessFunctions(page: Page): Promise<void> {
  await page.addInitScript({ content: 'globalThis.__name ??= (fn) => fn' })
}
