import { expect, test } from '@playwright/test'
import { signInNewPlayer } from './lobby-session'
import { axeViolations } from './support/axe'
import { createdOperator, totpNow } from './support/operators'

const shots = (name: string, width: number) => `test-results/missions-happy-hour/${name}-${width}.png`
const hhmm = (d: Date) => `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`

test('a player claims the daily sign-in mission and watches the happy-hour countdown; an operator opens happy hour now and sets the referral commission from the console', async ({
  page,
}) => {
  test.slow()
  await signInNewPlayer(page, '')
  const found: string[] = []

  // The sign-up was today's sign-in: the mission is complete and pays once.
  await page.goto('/daily-bonuses')
  const missions = page.getByRole('region', { name: 'Daily missions' })
  const signIn = missions.getByRole('listitem').filter({ hasText: 'Login for 1 Day' })
  await expect(signIn.getByText('1/1')).toBeVisible()
  await expect(missions.getByText(/Daily missions reset every day at 00:00 UTC\. Next reset: \d{4}-\d{2}-\d{2} 00:00 UTC\./)).toBeVisible()
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    found.push(...(await axeViolations(page, '#main')).map((l) => `daily ${width} ${l}`))
    await page.screenshot({ path: shots('daily', width), fullPage: true })
  }
  await signIn.getByRole('button', { name: 'Claim $1.00' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Mission reward claimed: it is in your bonus balance.' })).toBeVisible()
  await expect(signIn.getByText('Claimed')).toBeVisible()
  await expect(signIn.getByRole('button', { name: /Claim/ })).toHaveCount(0)

  // The browser tests' server starts with no happy hour (HAPPY_HOUR_WINDOWS is empty), and says so.
  await page.goto('/happy-hour-bonuses')
  await expect(page.getByText('No happy hour is set at the moment.').first()).toBeVisible()

  // An operator with manage_promotions sets a happy hour that holds now.
  const pia = createdOperator('ops.pia@coinfall.test')
  const operator = await page.context().newPage()
  await operator.setViewportSize({ width: 1440, height: 900 })
  await operator.goto('/operator')
  await operator.getByLabel('Email or username').fill(pia.email)
  await operator.getByLabel('Password', { exact: true }).fill(pia.oneTimePassword)
  await operator.getByLabel('Authenticator code').fill(totpNow(pia.secret))
  await operator.getByLabel('New password (first sign-in only)').fill('console-pass-2032')
  await operator.getByRole('button', { name: 'Sign in' }).click()
  await operator.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Promotions' }).click()
  await expect(operator.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible()
  const happy = operator.getByRole('form', { name: 'Happy hour' })
  const now = new Date()
  const window = `${hhmm(new Date(now.getTime() - 3_600_000))}-${hhmm(new Date(now.getTime() + 3_600_000))}`
  await happy.getByLabel('Windows (UTC, one a line, like 18:00-19:00)').fill(window)
  await happy.getByLabel('Match (% of the deposit)').fill('25')
  await happy.getByRole('button', { name: 'Save happy hour' }).click()
  await expect(happy.getByRole('alert')).toHaveText('Say why, in at least 3 characters: the player and the audit log read it.')
  await happy.getByLabel('Reason (for the audit log)').fill('Evening campaign, approved by marketing.')
  await happy.getByRole('button', { name: 'Save happy hour' }).click()
  await expect(happy.getByRole('status')).toHaveText('Saved. Players see it within a few seconds; the audit log has the change.')
  await expect(operator.getByText(`Deposit during happy hour (every day ${window.replace('-', '–')} UTC) and get 25% of it`)).toBeVisible()
  // The mission rules name the game, not its id.
  await expect(operator.getByRole('form', { name: 'Missions' }).getByText('Wager $100.00 on Chilli Fiesta and claim').first()).toBeVisible()
  await expect(operator.getByText('cf-slots-chilli-fiesta')).toHaveCount(0)

  // The referral commission is set there too (this project runs after the others: vip-referrals.spec reads the default 10%).
  const referral = operator.getByRole('form', { name: 'Referral commission' })
  await referral.getByLabel('Commission (% of net losses)').fill('12.5')
  await referral.getByLabel('Reason (for the audit log)').fill('Spring referral campaign.')
  await referral.getByRole('button', { name: 'Save referral commission' }).click()
  await expect(referral.getByRole('status')).toHaveText('Saved. Players see it within a few seconds; the audit log has the change.')
  for (const width of [375, 1440]) {
    await operator.setViewportSize({ width, height: 900 })
    found.push(...(await axeViolations(operator)).map((l) => `promotions ${width} ${l}`))
    await operator.screenshot({ path: shots('promotions', width), fullPage: true })
  }

  // The player's page reads the new window: happy hour is on, and its countdown ticks on its own.
  await page.reload()
  await expect(page.getByText('Happy hour is on: it ends in')).toBeVisible()
  await expect(page.getByTestId('happy-hour-rule')).toContainText('get 25% of it as a bonus')
  const timer = page.getByRole('timer')
  await expect(timer).toHaveText(/^\d{2}:\d{2}:\d{2}$/)
  const first = await timer.textContent()
  await expect.poll(() => timer.textContent(), { timeout: 5_000 }).not.toBe(first)
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    found.push(...(await axeViolations(page, '#main')).map((l) => `happy hour ${width} ${l}`))
    await page.screenshot({ path: shots('happy-hour', width), fullPage: true })
  }
  // My Affiliates reads the rate the operator set.
  await page.goto('/affiliates')
  await expect(page.getByTestId('commission-rule')).toContainText('you earn 12.5% of the net real-money losses')
  expect(found).toEqual([])
})
