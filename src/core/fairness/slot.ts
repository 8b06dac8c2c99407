import { uint32At, type FairDigest } from './digest'
import { SLOT_PAYLINES, SLOT_PAYS, SLOT_REELS, SLOT_ROWS, SLOT_STOPS, SLOT_STRIPS, WILD } from './slot-paytable'

interface SlotLineWin {
  /** Index into SLOT_PAYLINES. */
  readonly line: number
  readonly symbol: number
  /** How many reels from the left the win covers (3 to 5). */
  readonly count: number
  /** In line bets. */
  readonly pays: number
}

export interface SlotOutcome {
  /** Each reel's stop: the strip position shown on the top row. */
  readonly stops: readonly number[]
  /** grid[reel][row]: the symbols on screen. */
  readonly grid: readonly (readonly number[])[]
  readonly wins: readonly SlotLineWin[]
  /** Sum of the line wins, in line bets; the round pays totalBet * paysLineBets / SLOT_LINES. */
  readonly paysLineBets: number
}

/**
 * What one payline of symbols pays, in line bets: the better of the run of leading wilds (paid as
 * wilds) and the run of the first other symbol with wilds standing in for it.
 */
export const evaluateLine = (symbols: readonly number[]): { readonly symbol: number; readonly count: number; readonly pays: number } => {
  let wilds = 0
  while (wilds < symbols.length && symbols[wilds] === WILD) wilds++
  const asWild = wilds >= 3 ? SLOT_PAYS[WILD]![wilds - 3]! : 0
  if (wilds === symbols.length) return { symbol: WILD, count: wilds, pays: asWild }
  const target = symbols[wilds]!
  let run = wilds
  while (run < symbols.length && (symbols[run] === target || symbols[run] === WILD)) run++
  const asTarget = run >= 3 ? SLOT_PAYS[target]![run - 3]! : 0
  return asWild >= asTarget ? { symbol: WILD, count: wilds, pays: asWild } : { symbol: target, count: run, pays: asTarget }
}

/** The reels' stops come from four digest bytes each; 2^32 is a multiple of 32, so no bias. */
export const slotOutcome = (digest: FairDigest): SlotOutcome => {
  const stops = Array.from({ length: SLOT_REELS }, (_, reel) => uint32At(digest, reel * 4) % SLOT_STOPS)
  const grid = stops.map((stop, reel) => Array.from({ length: SLOT_ROWS }, (_, row) => SLOT_STRIPS[reel]![(stop + row) % SLOT_STOPS]!))
  const wins: SlotLineWin[] = []
  SLOT_PAYLINES.forEach((rows, line) => {
    const result = evaluateLine(rows.map((row, reel) => grid[reel]![row]!))
    if (result.pays > 0) wins.push({ line, ...result })
  })
  return { stops, grid, wins, paysLineBets: wins.reduce((sum, w) => sum + w.pays, 0) }
}
