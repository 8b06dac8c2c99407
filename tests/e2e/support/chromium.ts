import { existsSync } from 'node:fs'

/** Debian's chromium (or CHROMIUM_PATH): Playwright's own browser download is not used. */
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

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
