import { expect, test, type Page } from '@playwright/test'

/** Holds the app's scripts back until `release` is called: what shows meanwhile is the server's HTML alone. */
const holdScripts = async (page: Page) => {
  let release = () => undefined as void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/*.js', async (route) => {
    await released
    await route.continue()
  })
  return release
}

const PAGES = [
  { path: '/', heading: 'Welcome to Coinfall' },
  { path: '/casino', heading: 'Casino' },
  { path: '/login', heading: 'Log in' },
  { path: '/signup', heading: 'Sign up' },
] as const

test.describe('prerendered public routes', () => {
  for (const { path, heading } of PAGES) {
    test(`${path} paints before any script runs, and the app takes over that very HTML`, async ({ page }) => {
      const problems: string[] = []
      page.on('pageerror', (error) => problems.push(error.message))
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text())
      })
      const release = await holdScripts(page)
      await page.goto(path, { waitUntil: 'commit' })
      const title = page.getByRole('heading', { level: 1, name: heading })
      await expect(title).toBeVisible()
      await title.evaluate((el) => ((window as { prerendered?: Element }).prerendered = el))

      release()
      // React marks each element it owns: the server's heading, kept, not drawn again.
      await expect.poll(() => title.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber')))).toBe(true)
      await page.waitForLoadState('networkidle')
      expect(await title.evaluate((el) => el === (window as { prerendered?: Element }).prerendered)).toBe(true)
      expect(problems).toEqual([])
    })
  }

  test('a login form submitted before the app took it over never puts the password in the address', async ({ page }) => {
    const release = await holdScripts(page)
    await page.goto('/login', { waitUntil: 'commit' })
    await page.getByLabel('Email or Username').fill('someone')
    await page.getByLabel('Password', { exact: true }).fill('Secret-pass-123')
    const posted = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/login')
    await page.getByLabel('Password', { exact: true }).press('Enter')
    // Sent as a POST body (dropped unread), answered with the page again.
    expect((await posted).status()).toBe(303)
    await page.waitForURL('**/login', { waitUntil: 'commit' })
    expect(page.url()).not.toContain('Secret')
    release()
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()
  })

  test("a player's /casino is the app's own, not the visitor's page the server prerendered", async ({ page }) => {
    await page.goto('/login')
    await page.evaluate(() => localStorage.setItem('authToken', 'stored-token'))
    const release = await holdScripts(page)
    await page.goto('/casino', { waitUntil: 'commit' })
    // Hidden before the scripts run: no Login button flashes at a signed-in player.
    await expect(page.locator('html[data-session]')).toHaveCount(1)
    await expect(page.getByRole('link', { name: 'Login' })).toBeHidden()
    release()
    await expect(page.locator('#root[data-prerendered]')).toHaveCount(0)
  })
})
