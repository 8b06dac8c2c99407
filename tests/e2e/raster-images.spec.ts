import { expect, test, type Page } from '@playwright/test'
import { signInNewPlayer } from './lobby-session'

/** The SVG images (img, picture, CSS backgrounds and masks) the page asks for from now on. */
const svgImagesOf = (page: Page): string[] => {
  const seen: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (request.resourceType() === 'image' && pathname.endsWith('.svg')) seen.push(pathname)
  })
  return seen
}

// An SVG image is a document of its own, parsed, laid out and painted on the main thread (15–50 ms
// each on a slow phone): the art stays SVG as the source (scripts/art) and pages show WebP drawn
// from it, decoded off the main thread. These are the pages a visitor or a player lands on, the
// landing's sections further down and the screens with pictures; icons are symbols in the page
// itself (icons.spec.ts).
test('the landing, sign-in, casino, a player’s lobby and the bonuses’ and VIP screens show no SVG image', async ({ page }) => {
  const svgImages = svgImagesOf(page)
  for (const path of ['/', '/login', '/signup', '/casino']) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    if (path === '/') {
      await page.getByRole('heading', { name: 'Follow Us' }).scrollIntoViewIfNeeded()
      await page.waitForLoadState('networkidle')
    }
  }
  await signInNewPlayer(page)
  await page.goto('/dashboard')
  await expect(page.getByRole('navigation', { name: 'Game filters' })).toBeVisible()
  // Back from the start, the filter wraps to its last items: Settings, Games, Top Picks, Profile.
  for (const shown of ['Settings', 'Games', 'Top Picks', 'Profile']) {
    await page.getByRole('button', { name: 'Previous filters' }).click()
    await expect(page.getByRole('navigation', { name: 'Game filters' }).getByRole('link', { name: shown })).toBeVisible()
  }
  await page.waitForLoadState('networkidle')
  // The bonuses' and VIP screens, with the art of their missions, tasks and badges.
  for (const path of ['/daily-bonuses', '/weekly-bonuses', '/happy-hour-bonuses', '/join-bonuses', '/user-leveling', '/affiliates']) {
    await page.goto(path)
    await expect(page.locator('main img').first()).toBeVisible()
    await page.waitForLoadState('networkidle')
  }
  expect(svgImages).toEqual([])
})
