import { describe, expect, it } from 'vitest'
import { buildContainer, resolveFrom } from '../../src/composition/container'
import type { Registry } from '../../src/composition/registry'
import { T } from '../../src/composition/tokens'
import { memoryStorage } from '../fakes/memory-storage'

/** The container main.tsx builds: no overrides, so every binding is the production one. */
const productionContainer = () => buildContainer({ apiBaseUrl: '', storage: memoryStorage(), alert: () => undefined, console })

// Every key of the registry, read from the tokens: tokens.ts `satisfies` the Registry, so the two
// hold the same keys, and a new binding is tested without anyone adding it to a list.
const KEYS = Object.keys(T) as ReadonlyArray<keyof Registry>

describe('the browser container', () => {
  it.each(KEYS)('resolves %s in a fresh container', (key) => {
    const resolved: unknown = resolveFrom(productionContainer(), key)
    expect(resolved).not.toBeNull()
    expect(['function', 'object']).toContain(typeof resolved)
  })
})
