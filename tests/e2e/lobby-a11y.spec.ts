import { axeViolations } from './support/axe'
import { expect, test } from '@playwright/test'
import { signInNewPlayer } from './lobby-session'

for (const width of [375, 1440]) {
  test.describe(`lobby accessibility at ${width} px`, () => {
    // A full axe scan of a phone-width page of game cards takes up to half a minute on two busy cores.
    test.describe.configure({ timeout: 90_000 })
    test.use({ viewport: { width, height: 900 } })

    for (const [path, ready] of [
      ['/dashboard', 'All Games'],
      ['/casino', 'All Games'],
      ['/filter', null],
      ['/off-market', 'What is Off Market?'],
    ] as const) {
      test(`axe finds no violations on ${path}`, async ({ page }) => {
        await signInNewPlayer(page)
        await page.goto(path)
        await expect(
          page
            .getByRole('navigation', { name: 'Games' })
            .or(page.getByRole('navigation', { name: 'Quick links' }))
            .first(),
        ).toBeAttached()
        if (ready) await expect(page.getByRole('heading', { name: ready })).toBeVisible()
        if (path !== '/off-market' && path !== '/filter')
          await expect(page.getByRole('list', { name: 'All Games' }).getByRole('listitem').first()).toBeVisible()
        else await expect(page.getByRole('heading', { level: 1 })).toBeAttached()
        await page.waitForTimeout(300)
        expect(await axeViolations(page)).toEqual([])
      })
    }
  })
}
