import { ESLint } from 'eslint'
import { describe, expect, it, vi } from 'vitest'

const eslint = new ESLint({ cwd: process.cwd() })
// Linting starts the TypeScript resolver; give it time on a busy machine.
vi.setConfig({ testTimeout: 30_000 })

const problems = async (filePath: string, code: string): Promise<string[]> => {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'parse'}: ${m.message}`)
}

describe('the dependency rule (npm run lint)', () => {
  it('rejects react inside src/core', async () => {
    const found = await problems('src/core/auth/leak.ts', "import { useState } from 'react'\nexport const x = useState\n")
    expect(found.some((p) => p.startsWith('boundaries/dependencies'))).toBe(true)
  })

  it('rejects an adapter import inside src/core', async () => {
    const found = await problems(
      'src/core/auth/leak.ts',
      "import { fetchHttpClient } from '../../adapters/http/http-client'\nexport const x = fetchHttpClient\n",
    )
    expect(found.some((p) => p.startsWith('boundaries/dependencies'))).toBe(true)
  })

  it('rejects DOM and storage globals inside src/core', async () => {
    const found = await problems('src/core/auth/leak.ts', "export const t = () => localStorage.getItem('authToken') ?? window.name\n")
    expect(found.filter((p) => p.startsWith('no-restricted-globals'))).toHaveLength(2)
  })

  it('rejects src/ui importing an adapter directly', async () => {
    const found = await problems(
      'src/ui/leak.tsx',
      "import { fetchHttpClient } from '../adapters/http/http-client'\nexport const x = fetchHttpClient\n",
    )
    expect(found.some((p) => p.startsWith('boundaries/dependencies'))).toBe(true)
  })

  it('rejects src/ui importing inversify', async () => {
    const found = await problems('src/ui/leak.tsx', "import { Container } from 'inversify'\nexport const x = Container\n")
    expect(found.some((p) => p.startsWith('boundaries/dependencies'))).toBe(true)
  })

  it('lets the server share the API contracts, and nothing else of the browser adapters', async () => {
    expect(
      await problems(
        'server/fine.ts',
        "import { ListCategories } from '../src/contracts/catalogue.contract'\nexport const e = ListCategories\n",
      ),
    ).toEqual([])
    const leak = await problems(
      'server/leak.ts',
      "import { fetchHttpClient } from '../src/adapters/http/http-client'\nexport const x = fetchHttpClient\n",
    )
    expect(leak.some((p) => p.startsWith('boundaries/dependencies'))).toBe(true)
  })

  it('keeps the contracts to wire shapes: no browser adapter, no core', async () => {
    const found = await problems(
      'src/contracts/leak.contract.ts',
      "import { fetchHttpClient } from '../adapters/http/http-client'\nimport { PATHS } from '../core/navigation/paths'\nexport const x = [fetchHttpClient, PATHS]\n",
    )
    expect(found.filter((p) => p.startsWith('boundaries/dependencies'))).toHaveLength(2)
  })

  it('lets a contract use a rule the browser and the server share, and nothing else of the core', async () => {
    expect(
      await problems(
        'src/contracts/fine.contract.ts',
        "import { REASON_PATTERN } from '../core/operator/reason.rules'\nexport const x = REASON_PATTERN\n",
      ),
    ).toEqual([])
  })

  it('accepts what the hexagon allows', async () => {
    expect(
      await problems(
        'src/core/auth/fine.ts',
        "import * as TE from 'fp-ts/TaskEither'\nimport type { Clock } from '../shared/clock.port'\nexport const f = (c: Clock) => TE.right(c.now())\n",
      ),
    ).toEqual([])
    expect(
      await problems('server/fine.ts', "import { PATHS } from '../src/core/navigation/paths'\nexport const p = PATHS.login\n"),
    ).toEqual([])
  })
})
