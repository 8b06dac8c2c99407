import { fc } from '@fast-check/vitest'
import { blank, present } from './text.arbitraries'

/** Positive cents up to what a JS number holds exactly. */
export const cents = fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER })

/** The many ways to type one amount: "12", "12.5", "12.50", ".5", leading zeros, padding. */
export const amountText: fc.Arbitrary<{ readonly text: string; readonly cents: number }> = fc
  .tuple(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 99 }), fc.nat(3), fc.nat(2), blank)
  .filter(([dollars, c]) => dollars * 100 + c > 0)
  .map(([dollars, c, shape, zeros, pad]) => {
    const whole = dollars === 0 && shape === 3 ? '' : '0'.repeat(zeros) + String(dollars)
    const fraction = shape === 0 && c === 0 ? '' : shape === 1 && c % 10 === 0 ? `.${c / 10}` : `.${String(c).padStart(2, '0')}`
    return { text: `${pad}${whole}${fraction}${pad}`, cents: dollars * 100 + c }
  })

export const paymentMethod = present
