import { expect, test, type Page } from '@playwright/test'

const signIn = async (page: Page) => {
  await page.goto('/')
  await page.evaluate(() => localStorage.setItem('authToken', 'stored-token'))
}

// One page walks every path (a step each): a fresh browser context per path cost more than the checks.
test.describe('route guard, signed out', () => {
  test('account paths send a visitor to /login', async ({ page }) => {
    for (const path of [
      '/dashboard',
      '/profile',
      '/wallet',
      '/transaction',
      '/affiliates',
      '/user-leveling',
      '/daily-bonuses',
      '/sidebar',
    ]) {
      await test.step(path, async () => {
        await page.goto(path)
        await expect(page).toHaveURL(/\/login$/)
        await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()
      })
    }
  })

  test('the landing, casino, category and auth pages stay open to visitors', async ({ page }) => {
    for (const path of ['/', '/casino', '/category/3', '/signup', '/login']) {
      await test.step(path, async () => {
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`))
      })
    }
  })
})

test.describe('route guard, signed in', () => {
  test('a stored authToken counts as signed in: /login and /signup go to /dashboard', async ({ page }) => {
    await signIn(page)
    await page.goto('/login')
    await expect(page).toHaveURL(/\/dashboard$/)
    await page.goto('/signup')
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Lobby' })).toBeVisible()
  })

  test('account pages open and Logout returns to /login with the token gone', async ({ page }) => {
    await signIn(page)
    await page.goto('/profile')
    await expect(page.getByRole('heading', { level: 1, name: 'Personal Details' })).toBeVisible()
    await page.getByRole('button', { name: 'Account menu' }).click()
    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/login$/)
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull()
  })
})

test.describe('layout', () => {
  test('header, sidebar, footer and mobile bar frame the casino page', async ({ page }) => {
    await page.goto('/casino')
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Games' })).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Register' })).toBeVisible()
    await expect(page.getByText('Sweepstakes', { exact: true })).toBeVisible()
  })

  // The landing page has its own top bar and footer; what it lacks is the app's frame.
  for (const path of ['/', '/login', '/signup']) {
    test(`${path} is not framed by the app's sidebar and mobile bar`, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByRole('navigation', { name: 'Games' })).toHaveCount(0)
      await expect(page.getByRole('navigation', { name: 'Quick links' })).toHaveCount(0)
      await expect(page.getByRole('button', { name: /sidebar/ })).toHaveCount(0)
    })
  }

  test('the sidebar collapses and expands from the header', async ({ page }) => {
    await page.goto('/casino')
    const toggle = page.getByRole('button', { name: 'Collapse sidebar' })
    await toggle.click()
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false')
    await page.getByRole('button', { name: 'Expand sidebar' }).press('Enter')
    await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toHaveAttribute('aria-expanded', 'true')
  })
})
