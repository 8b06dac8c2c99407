/**
 * Renders the flag of every ISO 3166-1 country to a small PNG under public/images/flags/{iso2}.png
 * from the MIT-licensed flag-icons SVGs (4:3). Run after upgrading iso-3166 or flag-icons:
 *   npx tsx scripts/flags/rasterise-flags.ts
 * Flags are drawn at 48x36 so a 24x18 icon stays sharp on a 2x screen.
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { Resvg } from '@resvg/resvg-js'
import { iso31661 } from 'iso-3166'

const WIDTH = 48
const require = createRequire(import.meta.url)
const flagIcons = dirname(require.resolve('flag-icons/package.json'))
const out = resolve('public/images/flags')
mkdirSync(out, { recursive: true })

let bytes = 0
for (const { alpha2 } of iso31661) {
  const code = alpha2.toLowerCase()
  const svg = readFileSync(join(flagIcons, 'flags', '4x3', `${code}.svg`))
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: WIDTH }, font: { loadSystemFonts: false } }).render().asPng()
  writeFileSync(join(out, `${code}.png`), png)
  bytes += png.length
}
copyFileSync(join(flagIcons, 'LICENSE'), join(out, 'LICENSE-flag-icons.txt'))
console.log(`${iso31661.length} flags, ${Math.round(bytes / 1024)} KiB, in ${out}`)
