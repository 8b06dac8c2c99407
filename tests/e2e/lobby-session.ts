import { expect, type FrameLocator, type Page } from '@playwright/test'

export interface E2ePlayer {
  readonly token: string
  readonly userId: string
}

let counter = 0

/**
 * Registers a fresh player through the API and stores the session as the app does; with the Join
 * code by default ($10.00 of join bonus under wagering), with '' for a player with no bonus at all.
 */
export async function signInNewPlayer(page: Page, promoCode = 'COINFALLJOIN'): Promise<E2ePlayer> {
  counter += 1
  const tag = `${Date.now().toString(36)}${process.pid}${counter}`
  const res = await page.request.post('/api/register', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: {
      name: 'Lobby Tester',
      username: `lobby${tag}`,
      email: `lobby${tag}@example.com`,
      password: 'secret12',
      password_confirmation: 'secret12',
      promo_code: promoCode,
    },
  })
  expect(res.status(), await res.text()).toBeLessThan(300)
  const body = (await res.json()) as { token: string; user: { id: number } }
  const player = { token: body.token, userId: String(body.user.id) }
  await page.goto('/login')
  await page.evaluate(({ token, userId }) => {
    localStorage.setItem('authToken', token)
    localStorage.setItem('userId', userId)
  }, player)
  return player
}

/** The category whose name matches, from the live API. */
export async function categoryNamed(page: Page, name: string): Promise<{ id: number; name: string }> {
  const res = await page.request.get('/api/categories')
  const all = (await res.json()) as Array<{ id: number; name: string }>
  const found = all.find((c) => c.name === name)
  if (!found) throw new Error(`no category named ${name} in ${all.map((c) => c.name).join(', ')}`)
  return found
}

/**
 * Accepts every native dialog and records it as "type: message". Handled in the listener: a
 * click that raises an alert does not return until the alert is dealt with.
 */
export function acceptAlerts(page: Page): string[] {
  const seen: string[] = []
  page.on('dialog', (dialog) => {
    seen.push(`${dialog.type()}: ${dialog.message()}`)
    void dialog.accept()
  })
  return seen
}

/**
 * The launched game's frame, once the overlay has finished rising into place. Playwright waits
 * for an element to be stable inside its frame, not for the frame itself to stop moving: a click
 * during the overlay's entrance would land where the button was a moment before.
 */
export async function openedGame(page: Page, name: string): Promise<FrameLocator> {
  const dialog = page.getByRole('dialog', { name })
  await expect(dialog.locator('iframe')).toBeVisible()
  await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)))
  return dialog.frameLocator('iframe')
}
