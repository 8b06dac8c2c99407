import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Measurement } from './measurement'

/** Where measurement modules live; a new figure is one more *.measure.ts file in one of them. */
const FOLDERS = ['bench/browser', 'bench/api', 'bench/ledger', 'bench/cluster'] as const

const isMeasurement = (value: unknown): value is Measurement =>
  typeof value === 'object' && value !== null && 'name' in value && 'needs' in value && 'measure' in value

/** Every measurement in table order; --only narrows by name. */
export async function discoverMeasurements(only: readonly string[]): Promise<readonly Measurement[]> {
  const found: Measurement[] = []
  for (const folder of FOLDERS) {
    const files = readdirSync(folder)
      .filter((f) => f.endsWith('.measure.ts'))
      .sort()
    for (const file of files) {
      const module = (await import(pathToFileURL(join(process.cwd(), folder, file)).href)) as { default?: unknown }
      if (!isMeasurement(module.default)) throw new Error(`${folder}/${file} must export a Measurement as default`)
      found.push(module.default)
    }
  }
  const sorted = found.sort((a, b) => a.order - b.order)
  return only.length === 0 ? sorted : sorted.filter((m) => only.some((word) => m.name.includes(word)))
}
