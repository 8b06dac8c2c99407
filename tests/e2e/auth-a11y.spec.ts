import { axeViolations } from './support/axe'
import { expect, test, type Page } from '@playwright/test'

const noViolations = async (page: Page) => {
  expect(await axeViolations(page)).toEqual([])
}

// axe walks the whole page: on a shared two-core machine that can take longer than the default 30 s.
test.slow()

for (const width of [375, 1440]) {
  test.describe(`log in and sign up accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    for (const [path, heading, submit] of [
      ['/login', 'Log in', 'Login'],
      ['/signup', 'Sign up', 'Sign up'],
    ] as const) {
      test(`axe finds no violations on ${path}, empty and with its error messages`, async ({ page }) => {
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
        await noViolations(page)
        await page.getByRole('button', { name: submit, exact: true }).click()
        await expect(page.getByRole('alert').filter({ hasText: 'Please fix the errors in the form.' })).toBeVisible()
        await noViolations(page)
      })
    }
  })
}
