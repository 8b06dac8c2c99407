import { describe, expect, it } from 'vitest'
import { formatTransactionDate } from '../../../src/core/account/transaction-date'

// Intl may put a narrow no-break space before AM/PM; compare with plain spaces.
const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ')

describe('transaction date', () => {
  it('shows a short month, the day, the year and a 12-hour local time', () => {
    const local = new Date(2026, 10, 22, 15, 4).toISOString()
    expect(plain(formatTransactionDate(local))).toBe('Nov 22, 2026, 3:04 PM')
  })

  it('shows midnight as 12 AM', () => {
    expect(plain(formatTransactionDate(new Date(2026, 0, 5, 0, 30).toISOString()))).toBe('Jan 5, 2026, 12:30 AM')
  })

  it('leaves text that is not a date as it came', () => {
    expect(formatTransactionDate('yesterday')).toBe('yesterday')
  })
})
