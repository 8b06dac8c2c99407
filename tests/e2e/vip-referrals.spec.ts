import { expect, test, type Page } from '@playwright/test'
import { signUpThroughForm } from './support/sign-up-form'
import { axeViolations } from './support/axe'
import { as, deposit, ok } from './support/player-api'
import { acceptAlerts, categoryNamed, openedGame, signInNewPlayer } from './lobby-session'

const shoot = async (page: Page, name: string, path: (file: string) => string) => {
  const found: string[] = []
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: path(`${name}-${width}.png`), fullPage: true })
    found.push(...(await axeViolations(page, '#main')).map((line) => `${width} ${name} ${line}`))
  }
  return found
}

// VIP levels and referrals for real (playwright.config.ts: level I after $1.00 wagered): a player
// plays to level I, sees it and its bonus on /user-leveling, is refused a withdrawal past the
// level's $100.00 daily limit; a friend opens their referral link in a fresh browser (another
// address), signs up, and is listed under the player's My Affiliates.
test('a player reaches VIP level I, is held to its daily limit, and a friend joins through their link', async ({ page, browser }, info) => {
  test.slow()
  const player = await signInNewPlayer(page, '')
  await deposit(page.request, player, '150')

  const slots = await categoryNamed(page, 'Slots')
  await page.goto(`/category/${slots.id}`)
  await page.getByRole('button', { name: 'Play Now Myth' }).click()
  const game = await openedGame(page, 'Myth')
  const wagered = async () =>
    (await ok<{ wagered_cents: number }>(page.request.get('/api/vip', { headers: as(player.token) }))).wagered_cents
  for (let spin = 0; spin < 10 && (await wagered()) < 100; spin++) {
    await game.getByRole('button', { name: 'Spin' }).click()
    await expect(game.getByRole('status')).toHaveText(/^(You won \$\d+\.\d\d|No win this time)/, { timeout: 15_000 })
  }
  expect(await wagered()).toBeGreaterThanOrEqual(100)
  await page.getByRole('button', { name: 'Close game' }).click()

  await page.goto('/user-leveling')
  const card = page.getByTestId('vip-status')
  await expect(card.getByRole('heading', { name: 'You are on level 1' })).toBeVisible()
  await expect(card).toContainText('Wager')
  await expect(card).toContainText('more to reach level II and its $15.00 bonus.')
  await expect(card.getByText('Daily Withdrawal Limit').locator('..')).toContainText('$100')
  await expect(page.getByText(/reaching a level pays its bonus once and raises your daily withdrawal limit/)).toBeVisible()
  const found = await shoot(page, 'user-leveling', (f) => info.outputPath(f))
  await page.goto('/join-bonuses')
  await expect(page.getByTestId('bonus-grant').getByRole('heading', { name: 'VIP level bonus $10.00' })).toBeVisible()

  // The level bonus is a grant under wagering: the first withdrawal asks to forfeit it, and the player agrees.
  const dialogs = acceptAlerts(page)
  await page.goto('/wallet')
  const withdraw = page.getByRole('form', { name: 'Withdraw' })
  await withdraw.getByLabel('Payment Method').selectOption('speed')
  await withdraw.getByLabel('Amount (USD)').fill('100')
  await withdraw.getByLabel('Address').fill('ana@wallet.example')
  await withdraw.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Your withdraw request has been submitted' })).toBeVisible()
  expect(dialogs).toEqual([expect.stringMatching(/^confirm: Withdrawing now forfeits \$10\.00 of bonus money/)])
  await withdraw.getByLabel('Amount (USD)').fill('5')
  await withdraw.getByLabel('Address').fill('ana@wallet.example')
  await withdraw.getByRole('button', { name: 'Submit' }).click()
  await expect(
    page.getByRole('alert').filter({
      hasText: /This is over your daily withdrawal limit of \$100\.00: \$0\.00 is left today, and it resets at \d{4}-\d\d-\d\d 00:00 UTC\./,
    }),
  ).toBeVisible()

  await page.goto('/affiliates')
  const link = await page.getByLabel('Copy Link').inputValue()
  expect(link).toMatch(new RegExp(`/signup\\?ref=${player.userId}$`))

  const friend = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.77' } })
  const friendPage = await friend.newPage()
  await friendPage.goto(link)
  const tag = `fr${Date.now().toString(36)}${process.pid}`
  await signUpThroughForm(friendPage, { fullName: 'Frieda Friend', username: tag })
  await friend.close()

  await page.reload()
  const table = page.getByRole('table', { name: 'My Affiliates' })
  const row = table.getByRole('row').nth(1)
  await expect(row.getByRole('cell')).toHaveText(['1', `${tag[0]}***${tag.at(-1)}`, /\w{3} \d{1,2}, \d{4}/, '$0.00', '$0.00'])
  await expect(page.getByTestId('commission-rule')).toHaveText(
    'Each Monday (00:00 UTC) you earn 10% of the net real-money losses of every player who joined through your link in the week before, paid as a bonus with a 1× wagering requirement.',
  )
  found.push(...(await shoot(page, 'affiliates', (f) => info.outputPath(f))))
  expect(found).toEqual([])
})
