import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/
// Below this a compressed copy saves less than its headers cost.
const SMALLEST = 1024

const compressibleUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => statSync(path).size >= SMALLEST)

/**
 * Writes a `.br` (quality 11) and a `.gz` (level 9) beside every text file of a build, once, so
 * the server sends the smallest copy without compressing it again per request (on the fly it
 * can only afford brotli quality 4). A copy that is not smaller than the file is not written.
 */
export function precompress(outDir: string): void {
  precompressFiles(compressibleUnder(outDir))
}

/** The same for some files (a build step that rewrote them after the copies were made). */
export function precompressFiles(paths: readonly string[]): void {
  for (const path of paths.filter((p) => COMPRESSIBLE.test(p) && statSync(p).size >= SMALLEST)) {
    const plain = readFileSync(path)
    const copies: Array<[string, Buffer]> = [
      [
        '.br',
        brotliCompressSync(plain, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
          },
        }),
      ],
      ['.gz', gzipSync(plain, { level: constants.Z_BEST_COMPRESSION })],
    ]
    for (const [suffix, copy] of copies) if (copy.length < plain.length) writeFileSync(path + suffix, copy)
  }
}

/** The Vite plugin: after the bundles are written (and their maps moved out), each gets its compressed copies. */
export const precompressed = (): Plugin => {
  let outDir = ''
  return {
    name: 'coinfall:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved: (config) => void (outDir = resolve(config.root, config.build.outDir)),
    closeBundle: () => precompress(outDir),
  }
}
