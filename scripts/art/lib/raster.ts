import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { Resvg } from '@resvg/resvg-js'
import sharp from 'sharp'
import { IMAGES } from './svg'

/**
 * Writes public/images/<rel> as WebP drawn from an SVG at its own size, and returns its size in
 * bytes. A browser decodes a raster image off the main thread; an SVG image is parsed, laid out
 * and painted on it, which held the frame of a new category's first cards on a slow phone (issue 27).
 */
export const saveWebp = async (rel: string, svgText: string, width: number): Promise<number> => {
  const png = new Resvg(svgText, { fitTo: { mode: 'width', value: width }, font: { loadSystemFonts: true } }).render().asPng()
  const webp = await sharp(png).webp({ quality: 78, effort: 6 }).toBuffer()
  const file = join(IMAGES, rel)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, webp)
  return webp.length
}
