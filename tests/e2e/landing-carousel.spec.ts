import { expect, test, type Locator, type Page } from '@playwright/test'

const GAMES = ['Myth', 'Egypt', 'Gladiator', 'Medieval', 'Plinko']

const parts = (page: Page) => {
  const carousel = page.getByRole('region', { name: 'Featured games' })
  return {
    carousel,
    track: carousel.getByRole('list', { name: 'Featured game slides' }),
    next: carousel.getByRole('button', { name: 'Next game' }),
    previous: carousel.getByRole('button', { name: 'Previous game' }),
    status: carousel.getByRole('status'),
  }
}

/** The track's translateX now, as the browser computes it (mid-transition values included). */
const offset = (track: Locator) => track.evaluate((el) => new DOMMatrixReadOnly(getComputedStyle(el).transform).m41)
const transition = (track: Locator) =>
  track.evaluate((el) => {
    const s = getComputedStyle(el)
    return { property: s.transitionProperty, duration: s.transitionDuration }
  })

for (const [width, shift] of [
  [1440, 220],
  [375, 170],
] as const) {
  test.describe(`the featured carousel at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test(`steps ${shift} px per slide, sliding for 0.5 s`, async ({ page }) => {
      await page.goto('/')
      const { carousel, track, next, status } = parts(page)
      await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel')
      await expect(track.getByRole('listitem')).toHaveCount(5)
      expect(await offset(track)).toBe(0)
      for (let i = 1; i < GAMES.length; i++) {
        await next.click()
        await expect(status).toHaveText(`Slide ${i + 1} of 5: ${GAMES[i]}`)
        expect(await transition(track)).toEqual({ property: 'transform', duration: '0.5s' })
        await expect.poll(() => offset(track)).toBe(-shift * i)
      }
    })

    test('wraps from the first slide to the last and back, instantly', async ({ page }) => {
      await page.goto('/')
      const { track, next, previous, status } = parts(page)
      await previous.click()
      await expect(status).toHaveText('Slide 5 of 5: Plinko')
      expect(await transition(track)).toEqual({ property: 'none', duration: '0s' })
      // No transition: the very next frame already shows the last slide.
      expect(await offset(track)).toBe(-shift * 4)
      await next.click()
      await expect(status).toHaveText('Slide 1 of 5: Myth')
      expect(await transition(track)).toMatchObject({ property: 'none' })
      expect(await offset(track)).toBe(0)
      await next.click()
      expect(await transition(track)).toEqual({ property: 'transform', duration: '0.5s' })
      await expect.poll(() => offset(track)).toBe(-shift)
    })
  })
}

test.describe('the featured carousel by keyboard', () => {
  test('Tab reaches the arrows; Enter and the Left/Right keys move the slides', async ({ page }) => {
    await page.goto('/')
    const { previous, next, track, status } = parts(page)
    await previous.focus()
    await page.keyboard.press('ArrowRight')
    await expect(status).toHaveText('Slide 2 of 5: Egypt')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Play now', exact: true })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(next).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(status).toHaveText('Slide 3 of 5: Gladiator')
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    await expect(status).toHaveText('Slide 5 of 5: Plinko')
    expect(await offset(track)).toBe(-880)
    await expect(track.getByRole('listitem').last()).toHaveAttribute('aria-current', 'true')
  })

  test("'Play now' between the arrows opens the casino", async ({ page }) => {
    await page.goto('/')
    await page.getByRole('link', { name: 'Play now', exact: true }).click()
    await expect(page).toHaveURL(/\/casino$/)
  })
})

test.describe('the rotating-dot line', () => {
  const playStates = (dot: Locator) =>
    dot.evaluate((el) => [...new Set(el.parentElement!.getAnimations({ subtree: true }).map((a) => a.playState))])

  test('starts paused; the element with id center-dot resumes and pauses it', async ({ page }) => {
    await page.goto('/')
    const dot = page.getByRole('button', { name: 'Rotate dots' })
    await expect(dot).toHaveId('center-dot')
    await expect(dot).toHaveAttribute('aria-pressed', 'false')
    expect(await playStates(dot)).toEqual(['paused'])
    await dot.click()
    await expect(dot).toHaveAttribute('aria-pressed', 'true')
    expect(await playStates(dot)).toEqual(['running'])
    await dot.press('Space')
    await expect(dot).toHaveAttribute('aria-pressed', 'false')
    expect(await playStates(dot)).toEqual(['paused'])
  })
})
