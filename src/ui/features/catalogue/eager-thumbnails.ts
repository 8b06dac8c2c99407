import { onLoadedScreen } from '../../hooks/loaded-screen'

/** A grid's first row or so: the thumbnails a first load may paint as its largest image. */
const FIRST_LOAD_EAGER = 6

/**
 * How many of a new grid's first cards ask for their thumbnail at once rather than when laid out
 * near the screen. On the screen the page loads with, the first six: one of them may be its
 * largest paint. On a screen opened by the player's tap or key, none: each answer is a task on the
 * main thread, and six of them landed between the new screen's commit and its first frame, holding
 * that frame on a slow phone (issue 27); lazy ones are asked for by that frame's own layout.
 */
export const eagerThumbnails = (): number => (onLoadedScreen() ? FIRST_LOAD_EAGER : 0)
