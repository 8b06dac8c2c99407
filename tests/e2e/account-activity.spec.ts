import { expect, test } from '@playwright/test'
import { axeViolations } from './support/axe'
import { as, XHR } from './support/player-api'

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'

// Account activity on the real server: the player signed in on this browser and on a phone sees
// both, ends the phone's sign-in (whose next call is refused), then signs out here from the list.
test('a player sees where they are signed in and ends a sign-in', async ({ page, playwright }, info) => {
  const tag = `aa${Date.now().toString(36)}${process.pid}`
  const account = { email: `${tag}@example.com`, password: 'secret12' }
  const registered = await page.request.post('/api/register', {
    headers: XHR,
    data: { name: 'Ada Activity', username: tag, promo_code: '', password_confirmation: account.password, ...account },
  })
  expect(registered.status(), await registered.text()).toBe(201)
  const { token, user } = (await registered.json()) as { token: string; user: { id: number } }
  const phone = await playwright.request.newContext({ baseURL: info.project.use.baseURL, userAgent: PHONE })
  const phoneLogin = await phone.post('/api/login', { headers: XHR, data: account })
  const phoneToken = ((await phoneLogin.json()) as { token: string }).token
  await page.goto('/login')
  await page.evaluate(
    ({ t, id }) => {
      localStorage.setItem('authToken', t)
      localStorage.setItem('userId', id)
    },
    { t: token, id: String(user.id) },
  )

  await page.goto('/profile')
  const list = page.getByRole('list', { name: 'Your sign-ins' })
  await expect(list.getByRole('listitem')).toHaveCount(2)
  await expect(list.getByRole('listitem').first()).toContainText('Safari on iPhone')
  await expect(list.getByRole('listitem').nth(1)).toContainText(/Chrome on Linux\s*This device/)
  expect(await axeViolations(page, 'main')).toEqual([])
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await page.getByRole('heading', { name: 'Account activity' }).scrollIntoViewIfNeeded()
    await page.screenshot({ path: info.outputPath(`account-activity-${width}.png`) })
  }

  await list.getByRole('button', { name: /^End the sign-in on Safari on iPhone/ }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'That sign-in has ended.' })).toBeVisible()
  await expect(list.getByRole('listitem')).toHaveCount(1)
  expect((await phone.get('/api/get-profile', { headers: as(phoneToken) })).status()).toBe(401)
  await phone.dispose()

  await list.getByRole('button', { name: 'Sign out of this device' }).click()
  await expect(page).toHaveURL(/\/login$/)
  expect((await page.request.get('/api/get-profile', { headers: as(token) })).status()).toBe(401)
})
