import { describe, expect, it } from 'vitest'
import { assertNever } from '../../../src/core/shared/assert-never'

describe('assertNever', () => {
  it('throws, naming the tag of a value the types said could not reach it', () => {
    expect(() => assertNever({ _tag: 'Unforeseen' } as never)).toThrow('unhandled case: Unforeseen')
  })

  it('names a bare value too', () => {
    expect(() => assertNever('surprise' as never)).toThrow('unhandled case: surprise')
  })
})
