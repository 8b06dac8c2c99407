import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import type { Plugin } from 'vite'

const mapsUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.map'))
    .map((entry) => join(entry.parentPath, entry.name))

/**
 * Moves every source map a build wrote out of `outDir` (the folder the server serves) into `to`,
 * keeping their relative paths, so they can be kept for debugging without being published.
 * Pair it with `build.sourcemap: 'hidden'`, so no bundle names a map either.
 */
export function moveSourceMaps(outDir: string, to: string): void {
  rmSync(to, { recursive: true, force: true })
  for (const map of mapsUnder(outDir)) {
    const target = join(to, relative(outDir, map))
    mkdirSync(dirname(target), { recursive: true })
    renameSync(map, target)
  }
}

/**
 * The Vite plugin: after the bundles are written, their maps leave the served folder for a
 * `sourcemaps` folder beside it (dist/client -> dist/sourcemaps).
 */
export const sourceMapsOut = (): Plugin => {
  let outDir = ''
  return {
    name: 'coinfall:source-maps-out',
    apply: 'build',
    configResolved: (config) => void (outDir = resolve(config.root, config.build.outDir)),
    writeBundle: () => moveSourceMaps(outDir, join(dirname(outDir), 'sourcemaps')),
  }
}
