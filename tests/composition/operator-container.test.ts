import { describe, expect, it } from 'vitest'
import { buildOperatorContainer } from '../../src/composition/operator/operator-container'
import type { OperatorRegistry } from '../../src/composition/operator/operator-registry'
import { OT } from '../../src/composition/operator/operator-tokens'
import { memoryStorage } from '../fakes/memory-storage'

// Every key of the console's registry, read from its tokens (which `satisfies` the registry).
const KEYS = Object.keys(OT) as ReadonlyArray<keyof OperatorRegistry>

describe("the operator console's container", () => {
  it.each(KEYS)('resolves %s in a fresh container', (key) => {
    const resolved: unknown = buildOperatorContainer({ apiBaseUrl: '', storage: memoryStorage(), console }).get(OT[key])
    expect(resolved).not.toBeNull()
    expect(['function', 'object']).toContain(typeof resolved)
  })
})
