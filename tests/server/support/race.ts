/**
 * Sends both calls, one of them `offset` event-loop turns late (the first when negative): on
 * PGlite (one connection, statements taken in turn) the interleavings come from such offsets.
 */
export const together = <A, B>(offset: number, a: () => Promise<A>, b: () => Promise<B>): Promise<[A, B]> => {
  const late = async <T>(turns: number, call: () => Promise<T>): Promise<T> => {
    for (let t = 0; t < turns; t++) await new Promise((resolve) => setImmediate(resolve))
    return call()
  }
  return Promise.all([late(Math.max(0, -offset), a), late(Math.max(0, offset), b)])
}

/** Offsets from -4 to 4 turns, cycling with the pair's number. */
export const offsetOf = (pair: number): number => (pair % 9) - 4

/** What went wrong in a race, by kind, with the pairs it went wrong in: the assertion shows how often. */
export class Tally {
  private readonly kinds = new Map<string, Set<number>>()
  private readonly details: string[] = []

  add(kind: string, pair: number, detail: string): void {
    this.kinds.set(kind, (this.kinds.get(kind) ?? new Set()).add(pair))
    this.details.push(`pair ${pair}: ${detail}`)
  }

  /** `{ details: [] }` when nothing went wrong; else the count of pairs per kind and the first details. */
  report(): Record<string, number | string[]> {
    return { ...Object.fromEntries([...this.kinds].map(([kind, pairs]) => [kind, pairs.size])), details: this.details.slice(0, 8) }
  }
}
