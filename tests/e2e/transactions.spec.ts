import { axeViolations } from './support/axe'
import { expect, test, type Page } from '@playwright/test'

let counter = 0

/** A fresh player registered through the API, signed in the way the app stores a session. */
async function newPlayer(page: Page): Promise<void> {
  counter += 1
  const tag = `tx${Date.now().toString(36)}${process.pid}${counter}`
  const res = await page.request.post('/api/register', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: {
      name: 'Ledger Tester',
      username: tag,
      email: `${tag}@example.com`,
      promo_code: 'COINFALLJOIN',
      password: 'secret12',
      password_confirmation: 'secret12',
    },
  })
  expect(res.status(), await res.text()).toBeLessThan(300)
  const body = (await res.json()) as { token: string; user: { id: number } }
  await page.goto('/login')
  await page.evaluate(
    ({ token, userId }) => {
      localStorage.setItem('authToken', token)
      localStorage.setItem('userId', userId)
    },
    { token: body.token, userId: String(body.user.id) },
  )
}

for (const width of [375, 1440]) {
  test.describe(`transactions at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('a new player sees the join bonus row and $10.00 of bonus in the header', async ({ page }) => {
      await newPlayer(page)
      await page.goto('/transaction')
      await expect(page.getByRole('heading', { level: 1, name: 'All Transactions' })).toBeVisible()
      const table = page.getByRole('table')
      await expect(table.getByRole('row')).toHaveCount(2)
      const row = table.getByRole('row').nth(1)
      await expect(row.getByRole('cell').nth(2)).toHaveText('Bonus')
      await expect(row.getByRole('cell').nth(3)).toHaveText('$0.00')
      await expect(row.getByRole('cell').nth(4)).toHaveText('$10.00')
      await expect(row.getByRole('cell').nth(5)).toHaveText('+$10.00')
      await expect(row.getByRole('cell').nth(6)).toHaveText('USD')
      // The badge says what the "other" movement was, in the player's words.
      const badge = row.getByText('Other: Bonus granted', { exact: true })
      await expect(badge).toBeVisible()
      // Grey, as the specification has it for anything but bet and win.
      expect(await badge.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(140, 147, 176)')
      await expect(row.getByRole('cell').nth(8)).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/)

      const wallet = page.getByRole('button', { name: /Wallet balance: \$10\.00/ })
      await wallet.click()
      const menu = page.locator('#balance-menu')
      await expect(menu.getByText('Bonus Balance')).toBeVisible()
      await expect(menu.locator('div', { hasText: 'Bonus Balance' }).locator('dd')).toHaveText('$10.00')
      await expect(menu.locator('div', { hasText: 'Withdrawable Balance' }).locator('dd')).toHaveText('$0.00')
      await expect(menu.locator('div', { hasText: 'Total Balance' }).locator('dd')).toHaveText('$10.00')
    })

    test('the table scrolls inside its own focusable region, and axe finds no violations', async ({ page }) => {
      await newPlayer(page)
      await page.goto('/transaction')
      const region = page.getByRole('region', { name: 'Your transactions, newest first' })
      await expect(region).toBeVisible()
      const sizes = await region.evaluate((el) => ({
        client: el.clientWidth,
        scroll: el.scrollWidth,
        page: document.documentElement.scrollWidth,
        viewport: window.innerWidth,
      }))
      if (width === 375) expect(sizes.scroll).toBeGreaterThan(sizes.client)
      expect(sizes.page).toBeLessThanOrEqual(sizes.viewport)
      await region.focus()
      await expect(region).toBeFocused()
      expect(await axeViolations(page)).toEqual([])
    })
  })
}
