import { axeViolations } from './support/axe'
import { expect, test, type Page } from '@playwright/test'
import { signInNewPlayer } from './lobby-session'

const bonusTabs = (page: Page) => page.getByRole('navigation', { name: 'Bonus pages' })
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true })

test('the bonus tabs move between the four pages, and Place bet leads to the casino', async ({ page }) => {
  await signInNewPlayer(page)
  await page.goto('/daily-bonuses')
  await expect(heading(page, 'Daily Bonus')).toBeVisible()
  for (const [tab, title, path] of [
    ['Weekly Bonus', 'Weekly Bonus', '/weekly-bonuses'],
    ['Happy Hour', 'Happy Hour', '/happy-hour-bonuses'],
    ['Join', 'Join Bonus', '/join-bonuses'],
    ['Daily Bonus', 'Daily Bonus', '/daily-bonuses'],
  ] as const) {
    await bonusTabs(page).getByRole('link', { name: tab, exact: true }).click()
    await expect(heading(page, title)).toBeVisible()
    await expect(page).toHaveURL(path)
    await expect(bonusTabs(page).getByRole('link', { name: tab, exact: true })).toHaveAttribute('aria-current', 'page')
  }
  await expect(page.getByRole('progressbar', { name: '50 min of play' })).toHaveAttribute('aria-valuenow', '0')
  await page.getByRole('link', { name: 'Place bet' }).first().click()
  await expect(page).toHaveURL('/casino')
})

test('the join page copies its promo code and says so', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await signInNewPlayer(page)
  await page.goto('/join-bonuses')
  await expect(page.getByText('Use our promocode to get exciting bonus benefit')).toBeVisible()
  await page.getByRole('button', { name: 'Copy promo code' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Promo code copied to clipboard!' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('COINFALLJOIN')
})

test.describe('with less motion asked for', () => {
  test.use({ reducedMotion: 'reduce' })

  // The reduced-motion rule once shortened every animation, the toast's timer (its progress bar's
  // animation) too: each toast closed as soon as it opened.
  test('a toast stays to be read', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await signInNewPlayer(page)
    await page.goto('/join-bonuses')
    await page.getByRole('button', { name: 'Copy promo code' }).click()
    const toast = page.getByRole('alert').filter({ hasText: 'Promo code copied to clipboard!' })
    await expect(toast).toBeVisible()
    await page.waitForTimeout(1_000)
    await expect(toast).toBeVisible()
  })
})

test('axe finds nothing on the bonus, VIP and language pages at 375 and 1440 px', async ({ page }) => {
  test.setTimeout(90_000)
  await signInNewPlayer(page)
  await page.goto('/dashboard')
  const found: string[] = []
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    for (const [path, title] of [
      ['/daily-bonuses', 'Daily Bonus'],
      ['/weekly-bonuses', 'Weekly Bonus'],
      ['/happy-hour-bonuses', 'Happy Hour'],
      ['/join-bonuses', 'Join Bonus'],
      ['/user-leveling', 'VIP Levels'],
      ['/language', 'Language'],
    ] as const) {
      // In-app navigation (wouter follows pushState): no reload per page.
      await page.evaluate((to) => history.pushState(null, '', to), path)
      await expect(heading(page, title)).toBeVisible()
      // The layout around these pages has its own axe runs (lobby-a11y); scoping to <main> keeps this one quick.
      found.push(...(await axeViolations(page, '#main')).map((line) => `${width} ${path} ${line}`))
    }
  }
  expect(found).toEqual([])
})
