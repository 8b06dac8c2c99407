import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import madge from 'madge'
import { afterAll, describe, expect, it } from 'vitest'

// The settings `npm run lint` gives madge (.madgerc), so this proves what the lint step checks.
const settings = JSON.parse(readFileSync('.madgerc', 'utf8')) as madge.MadgeConfig
const dir = join('.tmp', 'import-circles')

const circlesOf = async (files: Record<string, string>): Promise<string[][]> => {
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text)
  return (await madge(dir, settings)).circular()
}

afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('import circles (npm run lint)', () => {
  it('finds a circle made only of type imports', async () => {
    expect(
      await circlesOf({
        'port.ts': "import type { Adjustment } from './movement'\nexport interface Port { adjust: (a: Adjustment) => void }\n",
        'movement.ts': "import type { Port } from './port'\nexport interface Adjustment { port: Port }\n",
      }),
    ).toEqual([['movement.ts', 'port.ts']])
  })

  it('accepts imports that point one way', async () => {
    expect(
      await circlesOf({
        'port.ts': 'export interface Adjustment { cents: number }\n',
        'movement.ts': "import type { Adjustment } from './port'\nexport const plan = (a: Adjustment) => a.cents\n",
      }),
    ).toEqual([])
  })
})
