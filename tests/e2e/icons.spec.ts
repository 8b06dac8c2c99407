import { expect, test, type Page } from '@playwright/test'
import { signInNewPlayer } from './lobby-session'

/** Each icon's `<use>` and whether it names a symbol, with shapes, in the page's own document. */
const iconRefs = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('svg.icon use')].map((use) => {
      const ref = use.getAttribute('href') ?? ''
      const symbol = ref.startsWith('#') ? document.getElementById(ref.slice(1)) : null
      return { ref, drawn: symbol?.tagName === 'symbol' && symbol.childElementCount > 0 }
    }),
  )

// Every page's HTML carries the icons' symbols (scripts/build/icon-sprite.ts): the landing's cards,
// the sign-in form's eye, the layout's and the account's icons all draw from it, and no screen
// fetches a sprite file (which the browser parsed again as a document each time icons came back).
test('every icon on the public pages and a player’s screens is drawn from a symbol in the page', async ({ page }) => {
  const spriteFiles: string[] = []
  page.on('request', (request) => {
    if (/\/images\/icons\.svg/.test(request.url())) spriteFiles.push(request.url())
  })
  for (const path of ['/', '/login', '/casino']) {
    await page.goto(path)
    await expect(page.locator('svg.icon').first()).toBeAttached()
    const refs = await iconRefs(page)
    expect(
      refs.filter((r) => !r.drawn),
      path,
    ).toEqual([])
  }
  await signInNewPlayer(page)
  for (const path of ['/dashboard', '/profile']) {
    await page.goto(path)
    await expect(page.getByRole('navigation', { name: path === '/profile' ? 'My account' : 'Game filters' })).toBeVisible()
    const refs = await iconRefs(page)
    expect(refs.length, path).toBeGreaterThan(5)
    expect(
      refs.filter((r) => !r.drawn),
      path,
    ).toEqual([])
  }
  expect(spriteFiles).toEqual([])
})
