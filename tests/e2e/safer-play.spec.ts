import { expect, test } from '@playwright/test'
import { signUpThroughForm } from './support/sign-up-form'
import { axeViolations } from './support/axe'
import { deposit } from './support/player-api'
import { acceptAlerts, categoryNamed, openedGame } from './lobby-session'

// Safer play end to end on the real server: a deposit limit refuses a deposit past it on the
// wallet form, a loss limit stops a game's spin with the limit's words inside the overlay, and a
// self-exclusion signs the player out and refuses their next sign-in with until when.
test('a player sets limits and is held to them, then excludes themselves and cannot sign in', async ({ page }, info) => {
  test.slow()
  const tag = `sp${Date.now().toString(36)}${process.pid}`
  const email = `${tag}@example.com`
  await page.goto('/signup')
  await signUpThroughForm(page, { fullName: 'Sam Safer', username: tag })
  const player = await page.evaluate(() => ({
    token: localStorage.getItem('authToken') ?? '',
    userId: localStorage.getItem('userId') ?? '',
  }))

  await page.goto('/safer-play')
  await expect(page.getByRole('heading', { level: 1, name: 'Safer play' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Safer play' })).toHaveAttribute('aria-current', 'page')
  const daily = page.getByRole('form', { name: 'Daily deposit limit' })
  await daily.getByLabel('Daily deposit limit (USD)').fill('20')
  await daily.getByRole('button', { name: 'Save' }).press('Enter')
  await expect(page.getByRole('alert').filter({ hasText: 'Your daily deposit limit is now $20.00.' })).toBeVisible()
  await expect(page.getByTestId('limit-deposit-day-status')).toContainText(
    /^Limit \$20\.00\. Deposited so far \$0\.00; it resets .+ 00:00 UTC\.$/,
  )
  expect(await axeViolations(page, 'main')).toEqual([])
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: info.outputPath(`safer-play-${width}.png`), fullPage: true })
  }

  const alerts = acceptAlerts(page)
  await page.goto('/wallet')
  const form = page.getByRole('form', { name: 'Deposit to a wallet address' })
  await form.getByLabel('Payment Method').selectOption('speed')
  await form.getByLabel('Amount (USD)').fill('25')
  await form.getByLabel('Date of birth').fill('1990-04-12')
  await form.getByRole('button', { name: 'Submit' }).click()
  await expect.poll(() => alerts.join('\n')).toMatch(/alert: This would pass your daily deposit limit of \$20\.00\. It resets .+ UTC\./)
  await expect(page).toHaveURL(/\/wallet$/)

  // Real money to lose, and a loss limit of $1.00: the game says why its spin was refused.
  await deposit(page.request, player, '5')
  await page.goto('/safer-play')
  const loss = page.getByRole('form', { name: 'Daily loss limit' })
  await loss.getByLabel('Daily loss limit (USD)').fill('1')
  await loss.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Your daily loss limit is now $1.00.' })).toBeVisible()
  const slots = await categoryNamed(page, 'Slots')
  await page.goto(`/category/${slots.id}`)
  await page.getByRole('button', { name: 'Play Now Myth' }).click()
  const game = await openedGame(page, 'Myth')
  const refused = game.getByText(/This would pass your daily loss limit of \$1\.00\. It resets .+ UTC\./)
  // A stake above the limit could be lost whole, so the first spin is refused: no luck decides it.
  await game.getByRole('button', { name: 'Raise the bet' }).click()
  await expect(game.locator('#bet-value')).not.toHaveText('$1.00')
  await game.getByRole('button', { name: 'Spin' }).click()
  await expect(refused).toBeVisible()
  await page.getByRole('button', { name: 'Close game' }).click()

  // A reality check every 15 minutes (a test minute is 0.2 s): it stops the game, and Leave
  // closes it and opens the transactions.
  await page.goto('/safer-play')
  const reality = page.getByRole('form', { name: 'Reality check' })
  await reality.getByLabel('Reminder').selectOption({ label: 'Every 15 minutes' })
  await reality.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Reality check: every 15 minutes.' })).toBeVisible()
  await page.goto(`/category/${slots.id}`)
  await page.getByRole('button', { name: 'Play Now Myth' }).click()
  await openedGame(page, 'Myth')
  const check = page.getByRole('alertdialog', { name: 'Reality check' })
  await expect(check).toContainText(
    /^Reality checkYou have played for \d+ minutes\. You are (even|up \$\d+\.\d\d|down \$\d+\.\d\d) this session\./,
  )
  await expect(check.getByRole('button', { name: 'Continue' })).toBeFocused()
  expect(await axeViolations(page, '[role="alertdialog"]')).toEqual([])
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: info.outputPath(`reality-check-${width}.png`) })
  }
  await check.getByRole('button', { name: 'Leave' }).click()
  await expect(page).toHaveURL(/\/transaction$/)
  await expect(page.getByRole('dialog', { name: 'Myth' })).toBeHidden()

  // A cool-off of 24 hours, confirmed with the password: signed out, and refused at sign-in.
  await page.goto('/safer-play')
  const takeBreak = page.getByRole('form', { name: 'Take a break' })
  await takeBreak.getByRole('radio', { name: '24 hours' }).check()
  await takeBreak.getByLabel('Password', { exact: true }).fill('secret12')
  await takeBreak.getByRole('button', { name: 'Start my break' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await page.getByLabel('Email or Username').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('secret12')
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  await expect(page.getByText(/You are taking a break from play until .+ UTC, so you cannot sign in\./).first()).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
})
