import { expect, test, type Page } from '@playwright/test'
import { signInNewPlayer } from './lobby-session'
import { axeViolations } from './support/axe'
import { as, deposit, ok, withdrawableCents } from './support/player-api'
import { consoleOf } from './support/console-session'
import { createdOperator } from './support/operators'

/** Lists "Needs a decision" until `id` is there (the reconciler hands it over within seconds). */
async function awaitDecision(page: Page, id: string): Promise<void> {
  await page.getByLabel('Stage').selectOption('decision')
  await expect
    .poll(
      async () => {
        await page.getByRole('button', { name: 'Refresh' }).click()
        return page.getByRole('row').filter({ hasText: id }).count()
      },
      { timeout: 30_000 },
    )
    .toBe(1)
}

test('a withdrawal whose send got no answer is settled by two operators: one proposes a refund, another confirms it', async ({
  browser,
  page,
  request,
}) => {
  test.slow()
  // Without the Join code: no bonus grant whose forfeit the withdrawal would have to confirm.
  const player = await signInNewPlayer(page, '')
  await deposit(request, player, '25')
  const stuck = await ok<{ withdrawal_id: string }>(
    request.post('/api/withdraw', {
      headers: as(player.token),
      data: { currency: 'USD', amount: '10', payment_method: 'speed', invoice: 'timeout@wallet.example' },
    }),
  )
  const id = stuck.withdrawal_id

  const cai = await consoleOf(browser, createdOperator('ops.cai@coinfall.test'), 'console-pass-2032', 1440)
  await cai.getByRole('button', { name: `Approve ${id}` }).click()
  await expect(cai.getByRole('status').filter({ hasText: `Withdrawal ${id} is SENDING.` })).toBeVisible()
  await awaitDecision(cai, id)
  await expect(cai.getByRole('row').filter({ hasText: id })).toContainText('Needs a decision')

  await cai.getByRole('button', { name: `Decide ${id}` }).click()
  const dialog = cai.getByRole('dialog', { name: `Decide withdrawal ${id}` })
  await dialog.getByLabel('It never went out: refund the player').check()
  await dialog.getByLabel('What you found (the operator who confirms reads it)').fill('No send for this withdrawal in Speed.')
  expect(await axeViolations(cai), 'the decision dialog').toEqual([])
  await cai.screenshot({ path: test.info().outputPath('decision-dialog-1440.png') })
  await dialog.getByRole('button', { name: 'Propose' }).click()
  await expect(cai.getByRole('status').filter({ hasText: `Your decision on ${id} waits for another operator` })).toBeVisible()
  // The proposer may withdraw the proposal, never confirm it.
  await expect(cai.getByRole('button', { name: `Confirm decision ${id}` })).toHaveCount(0)
  await expect(cai.getByRole('button', { name: `Decline decision ${id}` })).toBeVisible()
  expect(await withdrawableCents(request, player)).toBe(1500)

  const dee = await consoleOf(browser, createdOperator('ops.dee@coinfall.test'), 'console-pass-2033', 375)
  await awaitDecision(dee, id)
  await expect(dee.getByRole('row').filter({ hasText: id })).toContainText('proposes a refund')
  expect(await axeViolations(dee), 'the queue of decisions on a phone').toEqual([])
  await dee.screenshot({ path: test.info().outputPath('decision-queue-375.png'), fullPage: true })
  await dee.getByRole('button', { name: `Confirm decision ${id}` }).click()
  await expect(dee.getByRole('status').filter({ hasText: `Withdrawal ${id} is FAILED.` })).toBeVisible()
  expect(await withdrawableCents(request, player)).toBe(2500)
})
