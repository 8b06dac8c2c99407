import { describe, expect, it } from 'vitest'
import { timelineToShow } from '../../../src/core/payments/withdrawal-timeline.rules'

describe('timelineToShow', () => {
  it('says a reason once, at the first step that gives it, and keeps a different later one', () => {
    const at = '2030-01-01T00:00:00Z'
    expect(
      timelineToShow([
        { step: 'requested', at, reason: null },
        { step: 'rejected', at, reason: 'Wrong wallet.' },
        { step: 'refunded', at, reason: 'Wrong wallet.' },
        { step: 'failed', at, reason: 'No route.' },
      ]).map((s) => s.reason),
    ).toEqual([null, 'Wrong wallet.', null, 'No route.'])
  })
})
