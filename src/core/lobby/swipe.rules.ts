/** A drag moves the carousel only past this many pixels (docs/product/constants.md#lobby). */
export const SWIPE_THRESHOLD_PX = 50

/** Where a pointer went down and where it came up. */
interface Drag {
  readonly dx: number
  readonly dy: number
}

/**
 * The carousel step a drag asks for: +1 (next) when the finger moved left by more than the
 * threshold, -1 (previous) when it moved right, 0 otherwise. A mostly vertical drag is the page
 * scrolling, not a swipe.
 */
export const swipeStep = (drag: Drag, threshold: number = SWIPE_THRESHOLD_PX): -1 | 0 | 1 => {
  const distance = Math.abs(drag.dx)
  if (!(distance > threshold) || Math.abs(drag.dy) > distance) return 0
  return drag.dx < 0 ? 1 : -1
}
