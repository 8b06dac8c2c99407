import { expect, test } from '@playwright/test'
import { signInNewPlayer } from './lobby-session'

// The whole money path on the real server and its sandbox providers: a Lightning deposit paid
// from the sandbox wallet lands in the withdrawable balance, and part of it is withdrawn.
test('a Lightning deposit paid in the sandbox is credited, then part of it is withdrawn', async ({ page }) => {
  test.slow() // The invoice page checks the payment every 5 seconds, as the specification says.
  await signInNewPlayer(page, '')
  await page.goto('/wallet')

  const deposit = page.getByRole('form', { name: 'Deposit to a wallet address' })
  await deposit.getByLabel('Payment Method').selectOption('speed')
  await deposit.getByLabel('Amount (USD)').fill('25')
  // A first deposit asks for the date of birth the new profile lacks, and keeps it there.
  await deposit.getByLabel('Date of birth').fill('1990-04-12')
  await deposit.getByRole('button', { name: 'Submit' }).click()

  await expect(page).toHaveURL(/\/deposit\/invoice\/[^/]+$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice Generated' })).toBeVisible()
  await page.getByRole('button', { name: 'Pay with sandbox wallet' }).click()
  // Paid: the next status check sees it completed and takes the player to the lobby.
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 })
  await expect(page.getByRole('button', { name: /Wallet balance: \$25\.00/ })).toBeVisible()

  await page.goto('/wallet')
  const balances = page.getByRole('region', { name: 'Withdraw' }).getByRole('definition')
  await expect(balances).toHaveText(['$25.00', '$0.00'])
  const withdraw = page.getByRole('form', { name: 'Withdraw' })
  await withdraw.getByLabel('Payment Method').selectOption('speed')
  await withdraw.getByLabel('Amount (USD)').fill('40')
  await withdraw.getByLabel('Address').fill('ana@wallet.example')
  await withdraw.getByRole('button', { name: 'Submit' }).click()
  // More than is withdrawable: refused by the server, and nothing typed is lost.
  await expect(page.getByRole('alert').filter({ hasText: 'Payment request failed, ' })).toBeVisible()
  await expect(withdraw.getByLabel('Address')).toHaveValue('ana@wallet.example')

  await withdraw.getByLabel('Amount (USD)').fill('10')
  await withdraw.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Your withdraw request has been submitted' })).toBeVisible()
  await expect(balances).toHaveText(['$15.00', '$0.00'])

  await page.goto('/transaction')
  await expect(page.getByRole('heading', { level: 1, name: 'All Transactions' })).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: '$25.00' }).first()).toBeVisible()
})

test("a Wallet Connect deposit is paid on the crypto gateway's sandbox checkout and credited", async ({ page, context }) => {
  await signInNewPlayer(page, '')
  await page.goto('/wallet')
  await page.getByRole('tab', { name: 'Wallet Connect' }).click()
  const deposit = page.getByRole('form', { name: 'Deposit with Wallet Connect' })
  await deposit.getByLabel('Amount (USD)').fill('30')
  await deposit.getByLabel('Date of birth').fill('1990-04-12')
  const checkoutOpened = context.waitForEvent('page')
  await deposit.getByRole('button', { name: 'Submit' }).click()

  // The gateway's hosted checkout opens in its own tab; in sandbox mode the API serves it.
  const checkout = await checkoutOpened
  await expect(checkout.getByRole('heading', { level: 1, name: 'Crypto checkout' })).toBeVisible()
  await checkout.getByRole('button', { name: 'Pay $30.00 with the sandbox wallet' }).click()
  await checkout.getByRole('link', { name: 'Back to your wallet' }).click()
  await expect(checkout).toHaveURL(/\/wallet$/)

  // Credited from the gateway's signed IPN, once the server has re-read the payment.
  const withdrawable = page.getByRole('region', { name: 'Withdraw' }).getByRole('definition').first()
  await expect(async () => {
    await page.reload()
    await expect(withdrawable).toHaveText('$30.00', { timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
})
