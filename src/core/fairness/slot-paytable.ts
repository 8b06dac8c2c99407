/**
 * The slot machine's maths: five reels of 32 stops, three rows, ten paylines. Symbol 0 is the
 * wild (it stands in for any symbol), 1-3 are the theme's high symbols, 4-7 the royals A K Q J.
 * Pays are in line bets for 3, 4 and 5 of a kind from the leftmost reel. Every theme shares
 * these numbers; only the art changes.
 */
export const SLOT_REELS = 5
export const SLOT_ROWS = 3
export const SLOT_STOPS = 32
export const SLOT_SYMBOLS = 8
export const WILD = 0

/** How often each symbol appears on each reel's 32 stops. */
export const SLOT_SYMBOL_COUNTS: readonly (readonly number[])[] = [
  [1, 2, 3, 4, 5, 5, 6, 6],
  [2, 2, 3, 4, 5, 5, 5, 6],
  [2, 2, 3, 4, 5, 5, 5, 6],
  [2, 2, 3, 4, 5, 5, 5, 6],
  [2, 2, 3, 4, 5, 5, 5, 6],
]

/** SLOT_PAYS[symbol] = line-bet multiples for [3, 4, 5] in a row. */
export const SLOT_PAYS: readonly (readonly [number, number, number])[] = [
  [50, 250, 1000],
  [40, 150, 600],
  [25, 100, 400],
  [20, 60, 250],
  [12, 30, 100],
  [10, 25, 80],
  [7, 20, 50],
  [5, 15, 45],
]

/** Row per reel (0 top, 1 middle, 2 bottom) for each payline, in the order the page numbers them. */
export const SLOT_PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
]

export const SLOT_LINES = SLOT_PAYLINES.length

/**
 * Lays each reel's counts out as a strip, spreading every symbol as evenly as it can so the reel
 * does not show clumps. Deterministic: the strips are part of the published maths.
 */
const spread = (counts: readonly number[]): readonly number[] => {
  const slots: { symbol: number; at: number }[] = []
  counts.forEach((count, symbol) => {
    for (let k = 0; k < count; k++) slots.push({ symbol, at: (k + 0.5 + symbol / SLOT_SYMBOLS) / count })
  })
  return slots.sort((a, b) => a.at - b.at || a.symbol - b.symbol).map((s) => s.symbol)
}

// Each reel starts its strip at a different place so the reels do not spin in lockstep.
const rotate = (strip: readonly number[], by: number): readonly number[] => [...strip.slice(by), ...strip.slice(0, by)]

export const SLOT_STRIPS: readonly (readonly number[])[] = SLOT_SYMBOL_COUNTS.map((counts, reel) => rotate(spread(counts), reel * 7))
