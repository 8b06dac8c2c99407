/** What a player chooses for a round, checked the same way by the game page and the provider. */

export type PlinkoRisk = 'low' | 'medium' | 'high'
export const PLINKO_RISKS = ['low', 'medium', 'high'] as const satisfies readonly PlinkoRisk[]

export const isPlinkoRisk = (raw: unknown): raw is PlinkoRisk => raw === 'low' || raw === 'medium' || raw === 'high'

/** 1000x: the longest a crash round lasts (about a minute). */
export const CRASH_MAX_X100 = 100_000
/** The lowest multiplier a player can cash out at; 1.00x would return every bet. */
export const CRASH_MIN_CASHOUT_X100 = 101
