import { expect, test } from '@playwright/test'
import { signInNewPlayer } from './lobby-session'
import { axeViolations } from './support/axe'
import { withdrawableCents } from './support/player-api'
import { consoleOf } from './support/console-session'
import { createdOperator } from './support/operators'

test('a large adjustment waits for a second operator, who confirms it once; the operators screen locks and unlocks an operator', async ({
  browser,
  page,
  request,
}) => {
  test.slow()
  const player = await signInNewPlayer(page, '')
  const what = 'Credit $150.00 withdrawable'

  const eve = await consoleOf(browser, createdOperator('ops.eve@coinfall.test'), 'console-pass-2040', 1440)
  await eve.goto(`/operator/players/${player.userId}`)
  const form = eve.getByRole('form', { name: 'Adjust a balance' })
  await expect(eve.getByText(/An adjustment over \$100\.00 waits for a second operator's approval/)).toBeVisible()
  await form.getByLabel('Amount (USD)').fill('150.00')
  await form.getByLabel('Reason').fill('Jackpot lost to a provider outage.')
  await form.getByRole('button', { name: 'Adjust' }).click()
  await expect(eve.getByRole('status').filter({ hasText: 'Proposed: nothing moves until another operator confirms it' })).toBeVisible()
  const waiting = eve.getByRole('table', { name: 'Adjustments waiting for a second operator' })
  await expect(waiting.getByRole('row').filter({ hasText: 'Jackpot lost' })).toContainText('Waiting for another operator.')
  // The proposer may withdraw it, never confirm it.
  await expect(eve.getByRole('button', { name: `Confirm: ${what}` })).toHaveCount(0)
  await expect(eve.getByRole('button', { name: `Withdraw: ${what}` })).toBeVisible()
  expect(await withdrawableCents(request, player)).toBe(0)
  expect(await axeViolations(eve), 'the adjustment form with a proposal').toEqual([])
  await eve.screenshot({ path: test.info().outputPath('adjust-proposed-1440.png'), fullPage: true })

  const fay = await consoleOf(browser, createdOperator('ops.fay@coinfall.test'), 'console-pass-2041', 375)
  // The Players screen lists what waits for a second operator, each linking to its player.
  await fay.getByRole('link', { name: 'Players' }).click()
  const everyWaiting = fay.getByRole('table', { name: 'Adjustments waiting for a second operator, oldest first' })
  await expect(everyWaiting.getByRole('row').filter({ hasText: `(#${player.userId})` })).toContainText('Credit $150.00 withdrawable')
  expect(await axeViolations(fay), 'the Players screen with what waits').toEqual([])
  await everyWaiting.getByRole('link', { name: `(#${player.userId})` }).click()
  await expect(fay.getByRole('row').filter({ hasText: 'Jackpot lost' })).toContainText('opseve')
  expect(await axeViolations(fay), 'the pending adjustment on a phone').toEqual([])
  await fay.screenshot({ path: test.info().outputPath('adjust-pending-375.png'), fullPage: true })
  await fay.getByRole('button', { name: `Confirm: ${what}` }).click()
  await expect(fay.getByRole('status').filter({ hasText: `Confirmed: ${what}.` })).toBeVisible()
  await expect(fay.getByRole('table', { name: 'Adjustments waiting for a second operator' })).toHaveCount(0)
  expect(await withdrawableCents(request, player)).toBe(15_000)

  // The operators screen, by keyboard: lock an operator with a reason, then unlock them.
  await fay.getByRole('link', { name: 'Operators' }).click()
  await expect(fay.getByRole('heading', { level: 1, name: 'Operators' })).toBeVisible()
  const gus = fay.getByRole('row').filter({ hasText: 'ops.gus@coinfall.test' })
  await expect(gus).toContainText('one-time password until')
  await expect(fay.getByRole('row').filter({ hasText: 'ops.fay@coinfall.test' })).toContainText('You')
  await fay.getByRole('button', { name: 'Lock opsgus' }).focus()
  await fay.keyboard.press('Enter')
  const dialog = fay.getByRole('dialog', { name: 'Lock opsgus' })
  await dialog.getByLabel('Reason (kept in the audit log)').fill('Left the company today.')
  expect(await axeViolations(fay), 'the lock dialog on a phone').toEqual([])
  await fay.screenshot({ path: test.info().outputPath('operators-lock-375.png') })
  await fay.keyboard.press('Tab')
  await fay.keyboard.press('Enter')
  await expect(fay.getByRole('status').filter({ hasText: 'opsgus: Locked; 0 sessions ended.' })).toBeVisible()
  await expect(gus).toContainText('Locked')
  await fay.getByRole('button', { name: 'Unlock opsgus' }).click()
  await fay.getByRole('dialog', { name: 'Unlock opsgus' }).getByLabel('Reason (kept in the audit log)').fill('Back on the team.')
  await fay.getByRole('dialog', { name: 'Unlock opsgus' }).getByRole('button', { name: 'Unlock' }).click()
  await expect(fay.getByRole('status').filter({ hasText: 'opsgus: Unlocked.' })).toBeVisible()
  await expect(gus).not.toContainText('Locked')

  await eve.getByRole('link', { name: 'Operators' }).click()
  await expect(eve.getByRole('heading', { level: 1, name: 'Operators' })).toBeVisible()
  expect(await axeViolations(eve), 'the operators screen').toEqual([])
  await eve.screenshot({ path: test.info().outputPath('operators-1440.png'), fullPage: true })
})
