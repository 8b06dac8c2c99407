import { expect, test } from '@playwright/test'
import { categoryNamed, openedGame, signInNewPlayer } from './lobby-session'

const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`

// Issue 5's whole path through the real UI: category page -> overlay -> a round -> header -> /transaction.
test('a player launches Myth from the Slots page, plays a round, and sees it in the header and in /transaction', async ({ page }) => {
  const player = await signInNewPlayer(page)
  const slots = await categoryNamed(page, 'Slots')
  await page.goto(`/category/${slots.id}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible()
  const wallet = page.getByRole('button', { name: /Wallet balance/ })
  await expect(wallet).toContainText('$10.00')

  await page.getByRole('button', { name: 'Play Now Myth' }).click()
  const game = await openedGame(page, 'Myth')
  await game.getByRole('button', { name: 'Spin' }).click()
  await expect(game.getByRole('status')).toHaveText(/^(You won \$\d+\.\d\d|No win this time)/, { timeout: 15_000 })

  // The header follows the ledger once the game reports the round.
  const balance = await page.request.get('/api/wallet-balance', { headers: { Authorization: `Bearer ${player.token}` } })
  const { total_balance_cents: total } = (await balance.json()) as { total_balance_cents: number }
  await expect(wallet).toContainText(usd(total), { timeout: 15_000 })

  await page.getByRole('button', { name: 'Close game' }).click()
  await page.goto('/transaction')
  const table = page.getByRole('table')
  await expect(table.getByRole('row').filter({ hasText: 'cf-slots-myth' }).filter({ hasText: 'Bet' })).toHaveCount(1)
  // The join bonus is the one movement that is neither a bet nor a win.
  await expect(table.getByRole('row').filter({ hasText: 'Other' })).toHaveCount(1)
})
