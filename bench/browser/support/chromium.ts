import { chromium, type Browser } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from '../../../tests/e2e/support/chromium'

/** Debian's Chromium with the browser tests' flags (no background traffic to skew the figures). */
export const launchChromium = (): Promise<Browser> => chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })

/** Launched on first use and closed once at the end of the run. */
export function sharedBrowser(): { readonly get: () => Promise<Browser>; readonly close: () => Promise<void> } {
  let launched: Promise<Browser> | undefined
  return {
    get: () => (launched ??= launchChromium()),
    close: async () => {
      if (launched) await (await launched).close()
    },
  }
}
