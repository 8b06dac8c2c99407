import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { saveWebp } from './lib/raster'
import { IMAGES } from './lib/svg'

/**
 * The art written by hand as SVG files (the bonuses' pictures, the VIP badges): a WebP beside each,
 * drawn at twice its own width, which the screens show. An SVG image is a document of its own,
 * parsed, laid out and painted on the main thread in the frame that opens the screen (issue 27);
 * the SVG stays as the source.
 */
const FOLDERS = ['bonuses', 'vip']

const sizes: number[] = []
for (const folder of FOLDERS) {
  for (const file of readdirSync(join(IMAGES, folder)).filter((f) => f.endsWith('.svg'))) {
    const art = readFileSync(join(IMAGES, folder, file), 'utf8')
    const viewBox = /viewBox="0 0 ([\d.]+) [\d.]+"/.exec(art)
    if (viewBox === null) throw new Error(`${folder}/${file} has no viewBox to size its raster by`)
    sizes.push(await saveWebp(`${folder}/${file.replace(/\.svg$/, '.webp')}`, art, 2 * Number(viewBox[1])))
  }
}
console.log(`${sizes.length} hand-drawn pictures, ${(sizes.reduce((a, b) => a + b, 0) / 1024).toFixed(1)} KB of WebP`)
