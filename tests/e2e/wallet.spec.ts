import { axeViolations } from './support/axe'
import { expect, test, type Page } from '@playwright/test'
import { acceptAlerts, signInNewPlayer } from './lobby-session'

const openWallet = async (page: Page) => {
  await signInNewPlayer(page)
  await page.goto('/wallet')
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible()
}

test('deposit and withdraw alert the method first, then the amount, and keep what was typed', async ({ page }) => {
  const alerts = acceptAlerts(page)
  await openWallet(page)

  const deposit = page.getByRole('form', { name: 'Deposit to a wallet address' })
  await deposit.getByLabel('Amount (USD)').fill('0')
  await deposit.getByRole('button', { name: 'Submit' }).click()
  await expect.poll(() => alerts).toEqual(['alert: Please choose a payment method'])
  await deposit.getByLabel('Payment Method').selectOption('speed')
  await deposit.getByRole('button', { name: 'Submit' }).click()
  await expect.poll(() => alerts).toEqual(['alert: Please choose a payment method', 'alert: Please enter a valid amount'])
  await expect(deposit.getByLabel('Amount (USD)')).toBeFocused()
  await expect(deposit.getByLabel('Amount (USD)')).toHaveValue('0')

  const withdraw = page.getByRole('form', { name: 'Withdraw' })
  await withdraw.getByLabel('Address').fill('lnbc1payout')
  await withdraw.getByRole('button', { name: 'Submit' }).click()
  await expect.poll(() => alerts.slice(2)).toEqual(['alert: Please choose a payment method'])
  await withdraw.getByLabel('Payment Method').selectOption('speed')
  await withdraw.getByRole('button', { name: 'Submit' }).click()
  await expect.poll(() => alerts.slice(2)).toEqual(['alert: Please choose a payment method', 'alert: Please enter a valid amount'])
  await expect(withdraw.getByLabel('Address')).toHaveValue('lnbc1payout')
})

for (const width of [375, 1440]) {
  test(`axe finds no violations on /wallet at ${width} px, on a working and a static tab`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await openWallet(page)
    // A new player's balances: nothing withdrawable yet, the $10.00 join bonus.
    const withdrawSection = page.getByRole('region', { name: 'Withdraw' })
    await expect(withdrawSection.getByRole('definition')).toHaveText(['$0.00', '$10.00'])
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    expect(await axeViolations(page)).toEqual([])

    await page.getByRole('tab', { name: 'Wallet Address' }).press('Home')
    await expect(page.getByRole('tab', { name: /Local Pay/ })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByText('Local Pay is not available yet.', { exact: false })).toBeVisible()
    await page.getByRole('form', { name: 'Withdraw' }).getByLabel('Payment Method').selectOption('nowpayments')
    await expect(page.getByLabel('Currency')).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  })
}
