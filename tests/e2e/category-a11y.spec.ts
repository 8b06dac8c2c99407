import { axeViolations } from './support/axe'
import { expect, test } from '@playwright/test'
import { categoryNamed, signInNewPlayer } from './lobby-session'

for (const width of [375, 1440]) {
  test.describe(`category accessibility at ${width} px`, () => {
    // A full axe scan of a phone-width page of game cards takes up to half a minute on two busy cores.
    test.describe.configure({ timeout: 90_000 })
    test.use({ viewport: { width, height: 900 } })

    test('axe finds no violations on /category/:id', async ({ page }) => {
      const slots = await categoryNamed(page, 'Slots')
      await page.goto(`/category/${slots.id}`)
      await expect(page.getByRole('list', { name: 'Slots' }).getByRole('listitem').first()).toBeVisible()
      await page.waitForTimeout(300)
      expect(await axeViolations(page)).toEqual([])
    })

    test('axe finds no violations with the game overlay open', async ({ page }) => {
      await signInNewPlayer(page)
      const slots = await categoryNamed(page, 'Slots')
      await page.goto(`/category/${slots.id}`)
      await page.getByRole('button', { name: 'Play Now Myth' }).click()
      await expect(page.getByRole('dialog', { name: 'Myth' })).toBeVisible()
      await page.waitForTimeout(500)
      expect(await axeViolations(page)).toEqual([])
    })
  })
}
