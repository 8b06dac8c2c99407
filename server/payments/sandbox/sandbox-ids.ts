import { randomInt } from 'node:crypto'

/** NOWPayments ids are large numbers; the sandbox's look the same. */
export const numericId = (): string => String(randomInt(4_000_000_000, 9_000_000_000))
