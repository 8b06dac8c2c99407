import { expect, test } from '@playwright/test'
import { signUpThroughForm } from './support/sign-up-form'
import { categoryNamed, openedGame } from './lobby-session'

// The join bonus for real: signed up with the Join code, its wagering shows on the Join page, and
// playing until its (test-sized) requirement is met releases it into the withdrawable balance.
test('a player signs up with the Join code, sees the bonus and its progress, and plays until it is released', async ({ page }, info) => {
  test.slow()
  const tag = `bn${Date.now().toString(36)}${process.pid}`
  await page.goto('/signup')
  await signUpThroughForm(page, { fullName: 'Bonnie Grant', username: tag, promoCode: 'coinfalljoin' })

  await page.goto('/join-bonuses')
  const grant = page.getByTestId('bonus-grant')
  await expect(grant.getByRole('heading', { name: 'Join bonus $10.00' })).toBeVisible()
  await expect(grant).toContainText('$0.00/$3.00 wagered')
  await expect(grant).toContainText('Wagering')
  await expect(grant).toContainText(
    /Wager \$3\.00 before \d{4}-\d\d-\d\d \(UTC\) and what is left of your \$10\.00 bonus becomes withdrawable/,
  )
  await expect(grant.getByRole('progressbar', { name: 'Join bonus $10.00' })).toHaveAttribute('aria-valuenow', '0')
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: info.outputPath(`join-bonuses-${width}.png`), fullPage: true })
  }

  const wallet = page.getByRole('button', { name: /Wallet balance/ })
  await expect(wallet).toContainText('$10.00')
  const slots = await categoryNamed(page, 'Slots')
  await page.goto(`/category/${slots.id}`)
  await page.getByRole('button', { name: 'Play Now Myth' }).click()
  const game = await openedGame(page, 'Myth')
  const released = page.getByRole('alert').filter({ hasText: /^Bonus released: \$\d+\.\d\d is now in your withdrawable balance\.$/ })
  // Each spin stakes the bet; the $3.00 requirement is met within a few of them.
  for (let spin = 0; spin < 12 && !(await released.isVisible()); spin++) {
    await game.getByRole('button', { name: 'Spin' }).click()
    await expect(game.getByRole('status')).toHaveText(/^(You won \$\d+\.\d\d|No win this time)/, { timeout: 15_000 })
  }
  await expect(released).toBeVisible({ timeout: 15_000 })
  // The game's dialog makes the page inert, but not the toasts: read out and clickable, and below
  // the dialog's bar, off its × (the click below would find the toast on it).
  expect(await released.evaluate((toast) => toast.closest('[inert]') === null)).toBe(true)
  await page.screenshot({ path: info.outputPath('released-over-game.png') })
  await page.getByRole('button', { name: 'Close game' }).click()

  // The header's dropdown: the bonus moved to withdrawable, live (the toast, closed by a click, sat over it).
  await released.click()
  await expect(released).toBeHidden()
  await wallet.click()
  const menu = page.locator('#balance-menu')
  await expect(menu.getByText('Bonus Balance').locator('..')).toContainText('$0.00')
  await expect(menu.getByText('Withdrawable Balance').locator('..')).not.toContainText('$0.00')

  await page.goto('/join-bonuses')
  await expect(grant).toContainText('Released')
  await expect(grant).toContainText('$3.00/$3.00 wagered')
  await expect(grant).toContainText(/\$\d+\.\d\d moved to your withdrawable balance\./)

  await page.goto('/transaction')
  await expect(page.getByRole('table').getByText(/^Other: Bonus released: \$\d+\.\d\d now withdrawable$/)).toBeVisible()
  await expect(page.getByRole('table').getByText('Other: Bonus granted')).toBeVisible()
})
