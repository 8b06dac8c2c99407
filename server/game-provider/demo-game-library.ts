import type { FairMechanic } from '../../src/core/fairness/round'
import { SEED_THEMES, type SeedTheme } from '../catalogue/seed-catalogue'
import type { Db } from '../db/database'

/** A game the demo provider plays: its maths (mechanic), its look (theme) and its bets. */
export interface DemoGame {
  readonly gameId: string
  readonly name: string
  readonly mechanic: FairMechanic
  readonly theme: string
  readonly colours: SeedTheme
  readonly betOptionsCents: readonly number[]
  readonly minBetCents: number
}

export interface DemoGameLibrary {
  readonly find: (gameId: string) => Promise<DemoGame | null>
}

/** Slot bets are whole cents per line on all ten lines; Plinko and crash start at ten cents. */
export const BET_OPTIONS_CENTS: Readonly<Record<FairMechanic, readonly number[]>> = {
  slot: [20, 50, 100, 200, 500, 1000],
  plinko: [10, 20, 50, 100, 200, 500, 1000],
  crash: [10, 20, 50, 100, 200, 500, 1000],
}

const FALLBACK_COLOURS: SeedTheme = { background: '#0e0a24', surface: '#2b2170', accent: '#ffcf4a' }

const isMechanic = (m: string): m is FairMechanic => m === 'slot' || m === 'plinko' || m === 'crash'

/**
 * The demo provider's game list is the casino's catalogue table: a real aggregator's casino
 * imports the provider's list, here they are one and the same rows.
 */
export function dbDemoGameLibrary(db: Db): DemoGameLibrary {
  return {
    find: async (gameId) => {
      const row = await db
        .selectFrom('games')
        .select(['game_id', 'name', 'mechanic', 'theme'])
        .where('game_id', '=', gameId)
        .executeTakeFirst()
      if (row === undefined || !isMechanic(row.mechanic)) return null
      const bets = BET_OPTIONS_CENTS[row.mechanic]
      return {
        gameId: row.game_id,
        name: row.name,
        mechanic: row.mechanic,
        theme: row.theme,
        colours: SEED_THEMES[row.theme] ?? FALLBACK_COLOURS,
        betOptionsCents: bets,
        minBetCents: Math.min(...bets),
      }
    },
  }
}
