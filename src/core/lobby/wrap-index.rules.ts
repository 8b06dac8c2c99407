/** Any integer index folded into [0, length): -1 is the last item, length is the first. */
export const wrapIndex = (index: number, length: number): number => (length <= 0 ? 0 : ((index % length) + length) % length)

/** Moves `delta` places from `index` through a ring of `length` positions. */
export const stepRing = (index: number, delta: number, length: number): number => wrapIndex(index + delta, length)
