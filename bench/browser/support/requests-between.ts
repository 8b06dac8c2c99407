import type { Page } from '@playwright/test'

/**
 * The requests the page started between two of its times (ms from the navigation's start), each
 * as "path: start +N ms, took N ms, N bytes": where a slow figure's time went on the network.
 */
export const requestsBetween = (page: Page, from: number, to: number): Promise<string[]> =>
  page.evaluate(
    ({ from, to }) =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((r) => r.startTime >= from && r.startTime <= to)
        .map(
          (r) =>
            `${new URL(r.name).pathname}${new URL(r.name).search}: start +${Math.round(r.startTime - from)} ms, took ${Math.round(r.duration)} ms, ${r.transferSize} bytes`,
        ),
    { from, to },
  )
