import { axeViolations } from './support/axe'
import { expect, test } from '@playwright/test'

// axe walks the whole page: on a shared two-core machine that can take longer than the default 30 s.
test.slow()

for (const width of [375, 1440]) {
  test.describe(`landing accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('axe finds no violations on /', async ({ page }) => {
      await page.goto('/')
      await expect(page.getByRole('list', { name: 'Popular Games' }).getByRole('listitem')).toHaveCount(12)
      // Reveal the scroll-triggered tiles so they are checked at full opacity.
      await page.getByRole('heading', { name: 'Follow Us' }).scrollIntoViewIfNeeded()
      await page.getByRole('heading', { name: 'Why players choose Coinfall' }).scrollIntoViewIfNeeded()
      await page.waitForTimeout(1200)
      expect(await axeViolations(page)).toEqual([])
    })
  })
}
