import type { BrowserContextOptions } from '@playwright/test'

export interface Device {
  readonly name: string
  readonly context: BrowserContextOptions
}

/** Lighthouse's mobile screen (a Moto G Power): the "slow phone" of issue 12, with the throttling. */
export const PHONE: Device = {
  name: 'phone 412×823',
  context: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
}

/** A laptop screen, where the sidebar is always shown. */
export const DESKTOP: Device = {
  name: 'desktop 1440×900',
  context: { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 },
}
