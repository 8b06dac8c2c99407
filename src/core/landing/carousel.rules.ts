/**
 * The landing's featured carousel (docs/product/screens-and-routes.md#featured-carousel): arrows
 * that wrap at the ends, a fixed shift per slide that depends on the viewport, and a 0.5 s slide
 * that is switched off for the wrap jump so the track snaps from the last slide to the first
 * instead of sliding back across all.
 */

export const SHIFT_WIDE_PX = 220
export const SHIFT_NARROW_PX = 170
/** The shift is the wide one from this viewport width up. */
export const WIDE_FROM_PX = 768
export const WIDE_MEDIA_QUERY = `(min-width: ${WIDE_FROM_PX}px)`
export const TRANSITION_SECONDS = 0.5

/** Which slide is first in view, and whether moving there should animate. */
export interface CarouselPosition {
  readonly index: number
  readonly animated: boolean
}

export const START: CarouselPosition = { index: 0, animated: true }

/** One step forward; past the last slide it wraps to the first, without animation. */
export const nextSlide =
  (count: number) =>
  (p: CarouselPosition): CarouselPosition =>
    p.index + 1 >= count ? { index: 0, animated: false } : { index: p.index + 1, animated: true }

/** One step back; before the first slide it wraps to the last, without animation. */
export const previousSlide =
  (count: number) =>
  (p: CarouselPosition): CarouselPosition =>
    p.index <= 0 ? { index: Math.max(count - 1, 0), animated: false } : { index: p.index - 1, animated: true }

export const shiftFor = (wide: boolean): number => (wide ? SHIFT_WIDE_PX : SHIFT_NARROW_PX)

/** The track's translateX in px. `0 -` keeps the first slide at +0, not -0. */
export const trackOffset = (index: number, shiftPx: number): number => 0 - index * shiftPx

/** The track's CSS transition for a move. */
export const trackTransition = (animated: boolean): string => (animated ? `transform ${TRANSITION_SECONDS}s ease` : 'none')
