import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'

export const shotsFolder = (label: string): string => join('.tmp/bench/shots', label.replace(/[^a-z0-9-]+/gi, '_').replace(/^_+/, ''))

/**
 * --shots: a screenshot as each LCP candidate is reported (the page goes on meanwhile, so it can
 * be a frame late), and one at the end with the final LCP element outlined. Slows the run down.
 */
export async function saveShots(page: Page, folder: string): Promise<{ readonly final: () => Promise<void> }> {
  mkdirSync(folder, { recursive: true })
  await page.exposeBinding('__benchLcpShot', async (_source, label: string) => {
    await page.screenshot({ path: join(folder, `${label}.png`) }).catch(() => undefined)
  })
  return {
    final: async () => {
      await page.evaluate(() => {
        const node = window.__benchLcpNode
        if (node instanceof HTMLElement || node instanceof SVGElement) node.style.outline = '4px solid magenta'
      })
      await page.screenshot({ path: join(folder, 'final-lcp-outlined.png') })
    },
  }
}

/** --shots: the page as it is now. */
export async function shotOf(page: Page, label: string): Promise<void> {
  const folder = shotsFolder('moments')
  mkdirSync(folder, { recursive: true })
  await page.screenshot({ path: join(folder, `${label}.png`) })
}
