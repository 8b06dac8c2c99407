import { wrapIndex } from './wrap-index.rules'

/** The lobby's filter slider shows three items at a time (docs/product/constants.md#lobby). */
export const FILTER_VISIBLE_COUNT = 3

/**
 * The `size` items starting at `start`, wrapping past the end back to the first. Never repeats an
 * item: a list shorter than the window is shown whole.
 */
export const windowOf = <A>(items: readonly A[], start: number, size: number = FILTER_VISIBLE_COUNT): readonly A[] => {
  const count = Math.max(0, Math.min(size, items.length))
  return Array.from({ length: count }, (_, i) => items[wrapIndex(start + i, items.length)] as A)
}
