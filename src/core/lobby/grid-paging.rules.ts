/** Cards added per 'Load more': four full rows at the widest layout, few enough to stay quick. */
export const GRID_PAGE_SIZE = 24

/**
 * Cards a grid draws in its first frame: about what a screen shows at once (two rows at the
 * widest layout; a phone shows fewer). The rest of its page follows in the next render, so a new
 * grid paints after half the work.
 */
export const FIRST_FRAME_CARDS = 12

/** Of the cards a grid shows, how many its first frame draws. */
export const firstFrame = (visible: number): number => Math.max(0, Math.min(visible, FIRST_FRAME_CARDS))

/** How many cards show at first. */
export const firstPage = (total: number, pageSize: number = GRID_PAGE_SIZE): number => Math.max(0, Math.min(total, pageSize))

/** How many cards show after one more 'Load more'; never past the total. */
export const nextPage = (shown: number, total: number, pageSize: number = GRID_PAGE_SIZE): number =>
  Math.max(0, Math.min(total, shown + pageSize))

export const hasMore = (shown: number, total: number): boolean => shown < total
