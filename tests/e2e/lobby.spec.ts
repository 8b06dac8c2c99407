import { expect, test, type Locator, type Page } from '@playwright/test'
import { categoryNamed, signInNewPlayer } from './lobby-session'

const filterLabels = (page: Page) => page.getByRole('navigation', { name: 'Game filters' }).getByRole('listitem')
const providers = (page: Page) => page.getByRole('region', { name: 'Providers' })

test.describe('lobby (/dashboard)', () => {
  test('shows every section of the specification', async ({ page }) => {
    const logs: string[] = []
    page.on('console', (m) => logs.push(`${m.type()} ${m.text()}`))
    await signInNewPlayer(page)
    await page.goto('/dashboard')
    await expect(page.getByRole('heading', { level: 1, name: 'Lobby' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Play Now', exact: true })).toBeVisible()
    await expect(page.getByText('Over 5000 games.')).toBeVisible()
    await expect(page.getByText('Wins up to 50,000 times the bet.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Off market', exact: true })).toHaveAttribute('href', '/off-market')
    await expect(page.getByRole('main').getByText('En', { exact: true })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Game filters' })).toBeVisible()
    await expect(page.getByRole('list', { name: 'All Games' }).getByRole('listitem').first()).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Play Off Market Games' })).toBeVisible()
    await expect(providers(page)).toBeVisible()
    // The permissions are read from the store and only logged.
    await expect.poll(() => logs.some((l) => l.startsWith('info User permissions'))).toBe(true)
  })

  test("the hero's Play Now leads to the games grid", async ({ page }) => {
    await signInNewPlayer(page)
    await page.goto('/dashboard')
    await page.getByRole('link', { name: 'Play Now', exact: true }).click()
    await expect(page).toHaveURL(/#lobby-games$/)
    await expect(page.getByRole('heading', { name: 'All Games' })).toBeInViewport()
  })

  for (const [width, art] of [
    [375, 'lobby-mobile.webp'],
    [767, 'lobby-mobile.webp'],
    [768, 'lobby-desktop.webp'],
    [1440, 'lobby-desktop.webp'],
  ] as const) {
    test(`the banner at ${width} px is ${art}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/casino')
      const banner = page.getByRole('region', { name: 'Featured' }).locator('img')
      await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(new RegExp(`${art}$`))
    })
  }
})

test.describe('filter slider', () => {
  test('shows three items and wraps at both ends, by keyboard', async ({ page }) => {
    await page.goto('/casino')
    await expect(filterLabels(page)).toHaveText(['Home', 'Crash Games', 'Video Poker'])
    const next = page.getByRole('button', { name: 'Next filters' })
    const previous = page.getByRole('button', { name: 'Previous filters' })
    await next.focus()
    await page.keyboard.press('Enter')
    await expect(filterLabels(page)).toHaveText(['Crash Games', 'Video Poker', 'Favorites'])
    await page.keyboard.press('Space')
    await expect(filterLabels(page)).toHaveText(['Video Poker', 'Favorites', 'Profile'])
    await previous.focus()
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('Enter')
    await expect(filterLabels(page)).toHaveText(['Settings', 'Home', 'Crash Games'])
    await next.focus()
    for (let i = 0; i < 7; i += 1) await page.keyboard.press('Enter')
    await expect(filterLabels(page)).toHaveText(['Games', 'Settings', 'Home'])
  })

  test('its items lead to the lobby and to categories found by name', async ({ page }) => {
    const crash = await categoryNamed(page, 'Crash Games')
    await page.goto('/casino')
    const filter = page.getByRole('navigation', { name: 'Game filters' })
    await expect(filter.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/dashboard')
    await expect(filter.getByRole('link', { name: 'Crash Games' })).toHaveAttribute('href', `/category/${crash.id}`)
    await filter.getByRole('link', { name: 'Crash Games' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Crash Games' })).toBeVisible()
  })

  test('/filter renders the slider alone', async ({ page }) => {
    await signInNewPlayer(page)
    await page.goto('/filter')
    await expect(filterLabels(page)).toHaveText(['Home', 'Crash Games', 'Video Poker'])
    await expect(page.getByRole('heading', { name: 'All Games' })).toHaveCount(0)
  })
})

test.describe('providers carousel', () => {
  const shown = (page: Page) => providers(page).getByRole('img')

  test('shows 6 of the 12 logos per slide and wraps', async ({ page }) => {
    await page.goto('/casino')
    await expect(shown(page)).toHaveCount(6)
    await expect(providers(page).getByText('Slide 1 of 2')).toBeVisible()
    await expect(shown(page).first()).toHaveAccessibleName('Starfen')
    await page.getByRole('button', { name: 'Next providers' }).click()
    await expect(providers(page).getByText('Slide 2 of 2')).toBeVisible()
    await expect(shown(page)).toHaveCount(6)
    await expect(shown(page).first()).toHaveAccessibleName('Ember Owl')
    await page.getByRole('button', { name: 'Next providers' }).press('Enter')
    await expect(providers(page).getByText('Slide 1 of 2')).toBeVisible()
    await page.getByRole('button', { name: 'Previous providers' }).click()
    await expect(providers(page).getByText('Slide 2 of 2')).toBeVisible()
  })

  for (const width of [375, 1440]) {
    test(`at ${width} px a 60 px swipe moves one step and a 40 px one does not`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/casino')
      const viewport = page.getByTestId('providers-viewport')
      await expect(providers(page).getByText('Slide 1 of 2')).toBeVisible()
      const drag = async (dx: number) => {
        // Measured before each swipe: the page above may still be growing as its games load.
        await viewport.scrollIntoViewIfNeeded()
        const box = await viewport.boundingBox()
        if (!box) throw new Error('the carousel has no box')
        const x = box.x + box.width / 2
        const y = box.y + box.height / 2
        await page.mouse.move(x, y)
        await page.mouse.down()
        await page.mouse.move(x + dx / 2, y, { steps: 3 })
        await page.mouse.move(x + dx, y, { steps: 3 })
        await page.mouse.up()
      }
      await drag(-40)
      await expect(providers(page).getByText('Slide 1 of 2')).toBeVisible()
      await drag(-60)
      await expect(providers(page).getByText('Slide 2 of 2')).toBeVisible()
      await drag(40)
      await expect(providers(page).getByText('Slide 2 of 2')).toBeVisible()
      await drag(60)
      await expect(providers(page).getByText('Slide 1 of 2')).toBeVisible()
    })
  }
})

test.describe('games grid', () => {
  test("pages with 'Load more' and lazy thumbnails that reserve their box", async ({ page }) => {
    const total = ((await (await page.request.get('/api/games')).json()) as unknown[]).length
    await page.goto('/casino')
    const cards = page.getByRole('list', { name: 'All Games' }).getByRole('listitem')
    await expect(cards).toHaveCount(Math.min(24, total))
    await expect(page.getByText(`Showing ${Math.min(24, total)} of ${total} games`)).toBeVisible()
    if (total > 24) {
      await page.getByRole('button', { name: 'Load more' }).click()
      await expect(cards).toHaveCount(Math.min(48, total))
    }
    const late = cards.nth(10).locator('img')
    await expect(late).toHaveAttribute('loading', 'lazy')
    await expect(late).toHaveAttribute('width', '300')
    await expect(late).toHaveAttribute('height', '400')
  })

  test("the page's first screen asks for its first thumbnails at once, a screen opened by a tap as they are laid out", async ({ page }) => {
    await page.goto('/casino')
    await expect(page.getByRole('list', { name: 'All Games' }).getByRole('listitem').first().locator('img')).toHaveAttribute(
      'loading',
      'eager',
    )
    await page.getByRole('navigation', { name: 'Game filters' }).getByRole('link', { name: 'Crash Games' }).click()
    const first = page.getByRole('list', { name: 'Crash Games' }).getByRole('listitem').first().locator('img')
    await expect(first).toHaveAttribute('loading', 'lazy')
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  })

  test("a tapped heart leaves its card as it was; the keyboard's focus lifts a card and rings it", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true })
    try {
      const page = await context.newPage()
      await signInNewPlayer(page)
      await page.goto('/dashboard')
      const cards = page.getByRole('list', { name: 'All Games' }).getByRole('listitem')
      const heart = cards.first().getByRole('button', { name: /^Favourite / })
      // The thumbnail's box holds the heart; lifted, it is moved up (and ringed by its shadow).
      const lift = (card: Locator) =>
        card.getByRole('button', { name: /^Favourite / }).evaluate((el) => getComputedStyle(el.parentElement!).transform)
      await heart.tap()
      await expect(heart).toHaveAttribute('aria-pressed', 'true')
      await expect(heart).toBeFocused()
      expect(await lift(cards.first())).toBe('none')
      await page.keyboard.press('Tab')
      await expect(cards.nth(1).getByRole('button', { name: /^Play Now / })).toBeFocused()
      await expect.poll(() => lift(cards.nth(1))).not.toBe('none')
      expect(await lift(cards.first())).toBe('none')
    } finally {
      await context.close()
    }
  })

  test('coming back to a category does not fetch its games again', async ({ page }) => {
    const slots = await categoryNamed(page, 'Slots')
    const crash = await categoryNamed(page, 'Crash Games')
    const fetched: string[] = []
    page.on('request', (r) => {
      // The whole lists: a first screen (?page=1&per_page=24) is asked for beside each.
      const url = new URL(r.url())
      if (url.pathname.startsWith('/api/games/category/') && url.search === '') fetched.push(url.pathname)
    })
    await page.goto(`/category/${slots.id}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible()
    const sidebar = page.getByRole('navigation', { name: 'Games' })
    await sidebar.getByRole('link', { name: 'Crash Games' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Crash Games' })).toBeVisible()
    await sidebar.getByRole('link', { name: 'Slots' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible()
    await expect(page.getByRole('list', { name: 'Slots' }).getByRole('listitem').first()).toBeVisible()
    const times = (id: number) => fetched.filter((p) => p === `/api/games/category/${id}`).length
    await expect.poll(() => times(slots.id)).toBe(1)
    // Crash Games was left before its whole list was needed: asked for once at most, never again.
    expect(times(crash.id)).toBeLessThanOrEqual(1)
  })
})

test('/off-market is a real page with the panel and its copy', async ({ page }) => {
  await signInNewPlayer(page)
  await page.goto('/dashboard')
  await page.getByRole('link', { name: 'Off market', exact: true }).click()
  await expect(page).toHaveURL(/\/off-market$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Play Off Market Games' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'What is Off Market?' })).toBeVisible()
  await page.getByRole('link', { name: 'Browse the casino' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Casino' })).toBeVisible()
})
