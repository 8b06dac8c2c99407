/** Cards added per 'Load more': four full rows at the widest layout, few enough to stay quick. */
export const GRID_PAGE_SIZE = 24

/** How many cards show at first. */
export const firstPage = (total: number, pageSize: number = GRID_PAGE_SIZE): number => Math.max(0, Math.min(total, pageSize))

/** How many cards show after one more 'Load more'; never past the total. */
export const nextPage = (shown: number, total: number, pageSize: number = GRID_PAGE_SIZE): number =>
  Math.max(0, Math.min(total, shown + pageSize))

export const hasMore = (shown: number, total: number): boolean => shown < total
