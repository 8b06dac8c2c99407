import { expect, test, type Page } from '@playwright/test'

const BRAND = 'Coinfall'

const signIn = async (page: Page) => {
  await page.goto('/')
  await page.evaluate(() => localStorage.setItem('authToken', 'stored-token'))
  await page.reload()
}

test.describe('landing sections', () => {
  // The order of docs/product/screens-and-routes.md#landing-page
  test('shows every section of the landing page, top to bottom, with its own bar and the footer', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1, name: `Welcome to ${BRAND}` })).toBeVisible()
    const headings = [
      'Why players choose Coinfall',
      'Featured games',
      'Sweepstakes',
      'Where the excitement knows no bounds',
      'Popular Games',
      'Follow Us',
    ]
    for (const name of headings) await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeAttached()
    const tops = await Promise.all(
      headings.map((name) => page.getByRole('heading', { level: 2, name, exact: true }).evaluate((el) => el.getBoundingClientRect().top)),
    )
    expect([...tops].sort((a, b) => a - b)).toEqual(tops)
    await expect(page.getByRole('link', { name: 'Scroll down' })).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeAttached()
    await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login')
    await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/register',
    )
    // The app's own header and sidebar are not on the landing page.
    await expect(page.getByRole('navigation', { name: 'Games' })).toHaveCount(0)
  })

  test('the hero shows five coins, the slot machine, and Play Now links to /casino', async ({ page }) => {
    await page.goto('/')
    const hero = page.getByRole('region', { name: `Welcome to ${BRAND}` })
    await expect(hero.getByRole('img', { name: 'A golden slot machine showing three sevens' })).toBeVisible()
    // The coins are decoration: present, but hidden from assistive tech (alt="").
    await expect(hero.getByRole('presentation')).toHaveCount(5)
    await hero.getByRole('link', { name: 'Play Now', exact: true }).click()
    await expect(page).toHaveURL(/\/casino$/)
  })

  test('the welcome marquee repeats the brand exactly 10 times and is read once', async ({ page }) => {
    await page.goto('/')
    const marquee = page.getByRole('marquee', { name: `Welcome to ${BRAND}` })
    await expect(marquee).toBeVisible()
    await expect(marquee.getByText(BRAND, { exact: true })).toHaveCount(10)
    const pause = page.getByRole('button', { name: 'Pause welcome marquee' })
    await expect(pause).toHaveAttribute('aria-pressed', 'false')
    await pause.click()
    await expect(pause).toHaveAttribute('aria-pressed', 'true')
    const states = await marquee.evaluate((el) => el.getAnimations({ subtree: true }).map((a) => a.playState))
    expect(states).toEqual(['paused'])
  })

  test('the referral card is not placed on the landing page', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { name: 'Popular Games' })).toBeVisible()
    await expect(page.getByText('Refer Your Friend and Earn Rewards!')).toHaveCount(0)
  })

  test('Follow Us lists labelled social links', async ({ page }) => {
    await page.goto('/')
    const follow = page.getByRole('region', { name: 'Follow Us' })
    for (const name of ['X', 'Facebook', 'Instagram', 'YouTube', 'Telegram', 'Discord']) {
      await expect(follow.getByRole('link', { name: `Follow us on ${name}` })).toHaveAttribute('href', '#')
    }
  })

  test('the animated section rises into view when scrolled to', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('link', { name: 'Scroll down' }).click()
    await expect(page).toHaveURL(/#discover$/)
    const section = page.getByRole('region', { name: 'Why players choose Coinfall' })
    await expect(section.getByRole('listitem')).toHaveCount(4)
    await expect
      .poll(() =>
        section
          .getByRole('listitem')
          .last()
          .evaluate((el) => getComputedStyle(el).opacity),
      )
      .toBe('1')
  })
})

test.describe('popular games', () => {
  const grid = (page: Page) => page.getByRole('list', { name: 'Popular Games' })

  test('shows the first 12 games of GET /api/games with thumbnail, name, heart and Play Now', async ({ page }) => {
    const api = await page.request.get('/api/games')
    const names = ((await api.json()) as Array<{ name: string }>).slice(0, 12).map((g) => g.name)
    expect(names).toHaveLength(12)
    await page.goto('/')
    const cards = grid(page).getByRole('listitem')
    await expect(cards).toHaveCount(12)
    for (const [i, name] of names.entries()) {
      const card = cards.nth(i)
      await expect(card.getByRole('paragraph').first()).toHaveText(name)
      await expect(card.getByRole('presentation')).toHaveCount(1)
      await expect(card.getByRole('button', { name: `Play Now ${name}` })).toBeAttached()
      await expect(card.getByRole('button', { name: `Favourite ${name}` })).toBeAttached()
    }
  })

  test('Play Now when signed out alerts and stays on the landing page', async ({ page }) => {
    await page.goto('/')
    const messages: string[] = []
    page.on('dialog', (dialog) => {
      messages.push(dialog.message())
      void dialog.accept()
    })
    await grid(page).getByRole('button', { name: 'Play Now Egypt' }).click()
    await expect.poll(() => messages).toEqual(['Please log in to play the game.'])
    await expect(page).toHaveURL(/\/$/)
  })

  test('Play Now when signed in goes on to the casino, without an alert', async ({ page }) => {
    await signIn(page)
    page.on('dialog', (dialog) => {
      throw new Error(`unexpected alert: ${dialog.message()}`)
    })
    await grid(page).getByRole('button', { name: 'Play Now Egypt' }).click()
    await expect(page).toHaveURL(/\/casino$/)
  })

  test('the favourite heart flips locally and nothing is sent', async ({ page }) => {
    const sent: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('favorite')) sent.push(r.url())
    })
    await page.goto('/')
    const heart = grid(page).getByRole('button', { name: 'Favourite Gladiator' })
    await expect(heart).toHaveAttribute('aria-pressed', 'false')
    await heart.click()
    await expect(heart).toHaveAttribute('aria-pressed', 'true')
    await expect(grid(page).getByRole('button', { name: 'Favourite Myth' })).toHaveAttribute('aria-pressed', 'false')
    await heart.click()
    await expect(heart).toHaveAttribute('aria-pressed', 'false')
    expect(sent).toEqual([])
  })

  test('a failed games request is only logged and leaves the grid empty', async ({ page }) => {
    const logged: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'error') logged.push(m.text())
    })
    await page.route('**/api/games', (route) => route.fulfill({ status: 500, json: { message: 'Server error.' } }))
    await page.goto('/')
    await expect.poll(() => logged.some((t) => t.includes('Error fetching games'))).toBe(true)
    await expect(grid(page).getByRole('listitem')).toHaveCount(0)
    await expect(page.getByRole('alert')).toHaveCount(0)
  })
})
