import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { FIRST_FRAME_CARDS, firstFrame, firstPage, GRID_PAGE_SIZE, hasMore, nextPage } from '../../../src/core/lobby/grid-paging.rules'

const total = fc.integer({ min: 0, max: 10_000 })

test.prop([total])('the first page is a page or the whole list, whichever is smaller', (n) => {
  expect(firstPage(n)).toBe(Math.min(n, GRID_PAGE_SIZE))
})

test.prop([total, fc.integer({ min: 0, max: 10_000 })])('load more never passes the total and grows by a page', (n, shown) => {
  const next = nextPage(shown, n)
  expect(next).toBeLessThanOrEqual(n)
  if (shown < n) expect(next).toBe(Math.min(n, shown + GRID_PAGE_SIZE))
})

test.prop([total])('paging through reaches the end in ceil(total / page) steps', (n) => {
  let shown = firstPage(n)
  let steps = n === 0 ? 0 : 1
  while (hasMore(shown, n)) {
    shown = nextPage(shown, n)
    steps += 1
  }
  expect(shown).toBe(n)
  expect(steps).toBe(Math.ceil(n / GRID_PAGE_SIZE))
})

test.prop([total])('the first frame draws a screenful of the cards shown, never more than are shown', (shown) => {
  expect(firstFrame(shown)).toBe(Math.min(shown, FIRST_FRAME_CARDS))
  expect(firstFrame(firstPage(shown))).toBeLessThanOrEqual(firstPage(shown))
})
