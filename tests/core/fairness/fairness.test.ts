import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { fromHex, toHex, uint32At, unit52 } from '../../../src/core/fairness/digest'
import { crashEndMs, crashMsToReach, crashMultiplierAt, crashPointX100, crashWinX100 } from '../../../src/core/fairness/crash'
import { CRASH_MAX_X100 } from '../../../src/core/fairness/play-choices.rules'
import { PLINKO_MULTIPLIERS_X100, PLINKO_ROWS, plinkoOutcome } from '../../../src/core/fairness/plinko'
import { PLINKO_RISKS } from '../../../src/core/fairness/play-choices.rules'
import { fairFingerprint } from '../../../src/core/fairness/round'
import { SLOT_PAYLINES, SLOT_STOPS, SLOT_STRIPS, SLOT_SYMBOL_COUNTS, WILD } from '../../../src/core/fairness/slot-paytable'
import { evaluateLine, slotOutcome } from '../../../src/core/fairness/slot'

const digest = fc.uint8Array({ minLength: 32, maxLength: 32 })

describe('digest bytes', () => {
  it('reads big-endian 32-bit integers', () => {
    expect(uint32At(fromHex('01020304ff'), 0)).toBe(0x01020304)
    expect(uint32At(fromHex('00ffffffff'), 1)).toBe(0xffffffff)
  })

  test.prop([digest])('unit52 stays in [0, 1)', (d) => {
    const u = unit52(d)
    expect(u).toBeGreaterThanOrEqual(0)
    expect(u).toBeLessThan(1)
  })

  test.prop([fc.uint8Array({ maxLength: 40 })])('hex round-trips', (bytes) => {
    expect(fromHex(toHex(bytes))).toEqual(bytes)
  })
})

describe('slot', () => {
  it('lays each reel out with exactly its published symbol counts', () => {
    SLOT_STRIPS.forEach((strip, reel) => {
      expect(strip).toHaveLength(SLOT_STOPS)
      SLOT_SYMBOL_COUNTS[reel]!.forEach((count, symbol) => expect(strip.filter((s) => s === symbol)).toHaveLength(count))
    })
  })

  it.each([
    [[0, 0, 0, 0, 0], { symbol: WILD, count: 5, pays: 1000 }],
    [[1, 1, 1, 2, 2], { symbol: 1, count: 3, pays: 40 }],
    [[0, 1, 1, 3, 3], { symbol: 1, count: 3, pays: 40 }],
    [[4, 0, 4, 0, 4], { symbol: 4, count: 5, pays: 100 }],
    [[0, 0, 0, 7, 7], { symbol: WILD, count: 3, pays: 50 }],
    [[7, 6, 7, 7, 7], { symbol: WILD, count: 0, pays: 0 }],
  ])('evaluates the line %j', (line, expected) => {
    expect(evaluateLine(line)).toEqual(expected)
  })

  test.prop([digest])('shows the strips at the stops and pays exactly the winning lines', (d) => {
    const outcome = slotOutcome(d)
    outcome.stops.forEach((stop, reel) => {
      expect(outcome.grid[reel]).toEqual([0, 1, 2].map((row) => SLOT_STRIPS[reel]![(stop + row) % SLOT_STOPS]))
    })
    const expected = SLOT_PAYLINES.map((rows) => evaluateLine(rows.map((row, reel) => outcome.grid[reel]![row]!)).pays)
    expect(outcome.paysLineBets).toBe(expected.reduce((a, b) => a + b, 0))
    expect(outcome.wins.map((w) => w.line)).toEqual(expected.flatMap((pays, line) => (pays > 0 ? [line] : [])))
  })
})

describe('plinko', () => {
  it.each(PLINKO_RISKS)('%s risk has 13 symmetric bins', (risk) => {
    const bins = PLINKO_MULTIPLIERS_X100[risk]
    expect(bins).toHaveLength(PLINKO_ROWS + 1)
    expect([...bins].reverse()).toEqual(bins)
  })

  test.prop([digest, fc.constantFrom(...PLINKO_RISKS)])('lands in the bin its right steps count', (d, risk) => {
    const outcome = plinkoOutcome(d, risk)
    expect(outcome.path).toHaveLength(PLINKO_ROWS)
    expect(outcome.bin).toBe(outcome.path.filter((s) => s === 1).length)
    expect(outcome.multiplierX100).toBe(PLINKO_MULTIPLIERS_X100[risk][outcome.bin])
  })
})

describe('crash', () => {
  test.prop([digest])('crashes between 1.00x and the 1000x cap', (d) => {
    const x = crashPointX100(d)
    expect(x).toBeGreaterThanOrEqual(100)
    expect(x).toBeLessThanOrEqual(CRASH_MAX_X100)
  })

  it('crashes at 1.00x when the digest starts with zeros, and at the cap when it is all ones', () => {
    expect(crashPointX100(new Uint8Array(32))).toBe(100)
    expect(crashPointX100(new Uint8Array(32).fill(255))).toBe(CRASH_MAX_X100)
  })

  test.prop([fc.integer({ min: 101, max: CRASH_MAX_X100 })])('crashMsToReach is the first millisecond showing the multiplier', (x) => {
    const ms = crashMsToReach(x)
    expect(crashMultiplierAt(ms)).toBeGreaterThanOrEqual(x)
    expect(crashMultiplierAt(ms - 1)).toBeLessThan(x)
  })

  test.prop([fc.integer({ min: 100, max: CRASH_MAX_X100 })])('the round ends just after the multiplier shows the crash point', (x) => {
    expect(crashMultiplierAt(crashEndMs(x) - 1)).toBeLessThanOrEqual(x)
  })

  it('pays a cash-out only from 1.01x and up to the crash point', () => {
    expect(crashWinX100(250, 100)).toBe(0)
    expect(crashWinX100(250, 101)).toBe(101)
    expect(crashWinX100(250, 250)).toBe(250)
    expect(crashWinX100(250, 251)).toBe(0)
  })

  it('doubles every six seconds', () => {
    expect(crashMultiplierAt(0)).toBe(100)
    expect(crashMultiplierAt(6000)).toBe(200)
    expect(crashMultiplierAt(12_000)).toBe(400)
  })
})

describe('fingerprints', () => {
  it('describe what the seeds decided, per mechanic', () => {
    const d = new Uint8Array(32)
    expect(fairFingerprint({ mechanic: 'crash' }, d)).toBe('crash at 1.00x')
    expect(fairFingerprint({ mechanic: 'plinko', risk: 'low' }, d)).toBe('path LLLLLLLLLLLL, bin 0 (8.00x, low risk)')
    expect(fairFingerprint({ mechanic: 'slot' }, d)).toMatch(/^reel stops 0-0-0-0-0, pays \d+ line bets$/)
  })
})
