import { existsSync } from 'node:fs'

/** Debian's package of Chromium's headless shell (`chromium-headless-shell`): the engine without the browser's window. */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell'

/**
 * Debian's whole Chromium (or CHROMIUM_PATH), the browser a player runs: what the bench measures.
 * Playwright's own browser download is not used.
 */
export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  if (!existsSync(path)) {
    throw new Error(
      `No Chromium found at ${path}. Install Debian's chromium (sudo apt-get install chromium) ` +
        'or point CHROMIUM_PATH at a Chromium binary, then run the tests again.',
    )
  }
  return path
}

/**
 * What the browser tests drive: Debian's headless shell of the same Chromium (the kind Playwright
 * itself runs headless tests in), or the whole browser where the shell is not installed. The
 * whole browser draws a window around each test's page, and every new window loads its address
 * bar's popup (a WebUI page in a renderer of its own) that no test looks at: on two cores the
 * lobby spec took 128 s of CPU against 82 in the shell, and the browser suite 10.3 min against 6.2.
 */
export function testBrowserPath(): string {
  if (process.env.CHROMIUM_PATH === undefined && existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL
  return chromiumPath()
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
