/**
 * A sign-in's browser in a player's words, "Chrome on Windows", read from its User-Agent header
 * here on the server, so the browser bundle carries no parser. Only the common browsers and
 * systems are named; anything else is "a browser" or "an unknown device". The order matters:
 * Edge and Opera also say Chrome, and Chrome also says Safari.
 */
const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:HeadlessChrome|Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
]

const SYSTEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
]

const nameIn = (table: ReadonlyArray<readonly [RegExp, string]>, text: string): string | null =>
  table.find(([pattern]) => pattern.test(text))?.[1] ?? null

export function deviceName(userAgent: string | null): string {
  const text = userAgent ?? ''
  const browser = nameIn(BROWSERS, text)
  const system = nameIn(SYSTEMS, text)
  if (browser !== null && system !== null) return `${browser} on ${system}`
  if (browser !== null) return browser
  if (system !== null) return `A browser on ${system}`
  return 'An unknown device'
}
