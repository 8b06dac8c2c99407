import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { Resvg } from '@resvg/resvg-js'
import sharp from 'sharp'
import { IMAGES } from './svg'

/**
 * Writes public/images/<rel> as WebP drawn from an SVG at `width`, and returns its size in bytes.
 * A browser decodes a raster image off the main thread; an SVG image is parsed, laid out and
 * painted on it, which held the frame of a new category's first cards on a slow phone (issue 27).
 * A lower `alphaQuality` suits art whose transparency is soft edges and shadows.
 */
export const saveWebp = async (rel: string, svgText: string, width: number, quality = 78, alphaQuality = 100): Promise<number> =>
  write(rel, await sharp(drawn(svgText, width)).webp({ quality, alphaQuality, effort: 6 }).toBuffer())

/**
 * Writes public/images/<rel> as PNG drawn from an SVG at `width`: the favicon, which Chromium
 * fetches again after every route change; an SVG one is then parsed as a document on the main
 * thread, in the frame of the new screen.
 */
export const savePng = (rel: string, svgText: string, width: number): number => write(rel, drawn(svgText, width))

const drawn = (svgText: string, width: number): Buffer =>
  new Resvg(svgText, { fitTo: { mode: 'width', value: width }, font: { loadSystemFonts: true } }).render().asPng()

const write = (rel: string, bytes: Buffer): number => {
  const file = join(IMAGES, rel)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, bytes)
  return bytes.length
}
