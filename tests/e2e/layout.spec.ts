import { expect, test, type Page } from '@playwright/test'
import { signInNewPlayer } from './lobby-session'

test.describe('header dropdowns', () => {
  test('the account menu opens with Enter or Space, closes with Escape and gives focus back', async ({ page }) => {
    await signInNewPlayer(page)
    await page.goto('/dashboard')
    const button = page.getByRole('button', { name: 'Account menu' })
    await button.focus()
    await page.keyboard.press('Enter')
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('link', { name: 'My Account' })).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'My Account' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('link', { name: 'My Account' })).toBeHidden()
    await expect(button).toBeFocused()
    await page.keyboard.press('Space')
    await expect(page.getByRole('link', { name: 'My Account' })).toBeVisible()
    await page.keyboard.press('Escape')
  })

  test('the balance menu lists the four balances', async ({ page }) => {
    await signInNewPlayer(page)
    await page.goto('/dashboard')
    const button = page.getByRole('button', { name: /^Wallet balance/ })
    await button.focus()
    await page.keyboard.press('Enter')
    for (const row of ['Bonus Balance', 'Withdrawable Balance', 'Total Balance'])
      await expect(page.getByText(row, { exact: true })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByText('Bonus Balance', { exact: true })).toBeHidden()
    await expect(button).toBeFocused()
  })
})

test.describe('sidebar', () => {
  test('collapses to icons that keep their names, and expands again', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/casino')
    const sidebar = page.getByRole('navigation', { name: 'Games' })
    const width = async () => (await sidebar.boundingBox())?.width ?? 0
    expect(await width()).toBeGreaterThan(200)
    await page.getByRole('button', { name: 'Collapse sidebar' }).click()
    await expect.poll(width).toBeLessThan(100)
    await expect(sidebar.getByRole('link', { name: 'Slots' })).toBeVisible()
    await page.getByRole('button', { name: 'Expand sidebar' }).click()
    await expect.poll(width).toBeGreaterThan(200)
  })
})

test.describe('phone layout (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test('the sidebar is a drawer opened from the bottom bar', async ({ page }) => {
    await page.goto('/casino')
    const bar = page.getByRole('navigation', { name: 'Quick links' })
    for (const name of ['Menu', 'Chat with support', 'Bonus wheel', 'Off Market', 'Favourite'])
      await expect(bar.getByRole('link', { name, exact: true }).or(bar.getByRole('button', { name, exact: true }))).toBeVisible()
    const drawer = page.getByRole('navigation', { name: 'Games' })
    await expect(drawer).toBeHidden()
    const menu = bar.getByRole('button', { name: 'Menu', exact: true })
    await menu.click()
    await expect(drawer).toBeVisible()
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await expect(menu).toBeFocused()
    await menu.click()
    await drawer.getByRole('link', { name: 'Slots' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible()
    await expect(drawer).toBeHidden()
  })

  // Closing a closed drawer at each navigation set the layout's state, and a phone's first tap drew
  // the whole layout again before the new screen (issue 27).
  test('a tap that leaves the page with the drawer closed leaves the layout’s state alone', async ({ page }) => {
    await page.goto('/casino')
    const drawer = page.getByRole('navigation', { name: 'Games', includeHidden: true })
    await expect(drawer).toHaveAttribute('data-open', 'auto')
    await page.getByRole('navigation', { name: 'Game filters' }).getByRole('link', { name: 'Crash Games' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Crash Games' })).toBeVisible()
    await expect(drawer).toHaveAttribute('data-open', 'auto')
    await expect(drawer).toBeHidden()
  })

  test('nothing overflows the screen sideways', async ({ page }) => {
    await page.goto('/casino')
    await expect(page.getByRole('list', { name: 'All Games' }).getByRole('listitem').first()).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  })
})

test('the footer has its four sections and the bonus links', async ({ page }) => {
  await page.goto('/casino')
  const footer = page.getByRole('contentinfo')
  for (const name of ['Blogs', 'Bonuses', 'Pages', 'Contact'])
    await expect(footer.getByRole('heading', { name, exact: true })).toBeVisible()
  await expect(footer.getByRole('link', { name: 'Daily Bonus' })).toHaveAttribute('href', '/daily-bonuses')
  await expect(footer.getByRole('link', { name: 'Weekly Bonus' })).toHaveAttribute('href', '/weekly-bonuses')
  await expect(footer.getByRole('link', { name: 'Happy Hour' })).toHaveAttribute('href', '/happy-hour-bonuses')
  await expect(footer.getByRole('link', { name: 'Join' })).toHaveAttribute('href', '/join-bonuses')
})

test.describe('code splitting', () => {
  const ACCOUNT_CHUNKS = /\/assets\/(profile-page|payments-page|transaction-page|affiliates-page|invoice-page)-[^/]*\.js$/
  /** Every script the page asks for from now on, by address. */
  const scriptsRequested = (page: Page): string[] => {
    const scripts: string[] = []
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url())
    })
    return scripts
  }

  test('the landing page loads none of the account area', async ({ page }) => {
    const scripts = scriptsRequested(page)
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(scripts.length).toBeGreaterThan(0)
    expect(scripts.filter((u) => ACCOUNT_CHUNKS.test(u))).toEqual([])
  })

  test('the account chunks exist under those names (the check above can fail)', async ({ page }) => {
    const scripts = scriptsRequested(page)
    await signInNewPlayer(page)
    await page.goto('/profile')
    await page.waitForLoadState('networkidle')
    expect(scripts.some((u) => /\/assets\/profile-page-[^/]*\.js$/.test(u))).toBe(true)
  })

  test('once the profile is idle, the other account tabs’ screens are loaded, and no bonus page', async ({ page }) => {
    const scripts = scriptsRequested(page)
    await signInNewPlayer(page)
    await page.goto('/profile')
    await expect(page.getByRole('heading', { level: 1, name: 'Personal Details' })).toBeVisible()
    const tabs = ['payments-page', 'transaction-page', 'affiliates-page', 'safer-play-page']
    const missing = () => tabs.filter((name) => !scripts.some((u) => new RegExp(`/assets/${name}-[^/]*\\.js$`).test(u)))
    await expect.poll(missing).toEqual([])
    expect(scripts.filter((u) => /\/assets\/[a-z-]*bonuses-page-[^/]*\.js$/.test(u))).toEqual([])
  })
})
