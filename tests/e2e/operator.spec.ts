import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { signInNewPlayer, type E2ePlayer } from './lobby-session'
import { axeViolations } from './support/axe'
import { as, deposit, ok, withdrawableCents, XHR } from './support/player-api'
import { createdOperator, totpNow } from './support/operators'

const withdraw = (request: APIRequestContext, player: E2ePlayer, amount: string) =>
  ok<{ status: string; withdrawal_id: string }>(
    request.post('/api/withdraw', {
      headers: as(player.token),
      data: { currency: 'USD', amount, payment_method: 'speed', invoice: 'player@wallet.example' },
    }),
  )

interface MyWithdrawal {
  readonly id: string
  readonly status: string
  readonly reason: string | null
  readonly refunded: boolean
}
const myWithdrawals = async (request: APIRequestContext, player: E2ePlayer) =>
  (await ok<{ withdrawals: MyWithdrawal[] }>(request.get('/api/withdrawals', { headers: as(player.token) }))).withdrawals

async function firstSignIn(page: Page, email: string, oneTimePassword: string, secret: string): Promise<void> {
  await page.goto('/operator')
  await page.getByLabel('Email or username').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(oneTimePassword)
  await page.getByLabel('Authenticator code').fill(totpNow(secret))
  await page.getByLabel('New password (first sign-in only)').fill('console-pass-2030')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Withdrawal queue' })).toBeVisible()
}

test('an operator signs in with TOTP, pays one withdrawal, refuses another with a reason, two approving at once pay once, then credits the player', async ({
  page,
  request,
}) => {
  test.slow()
  const player = await signInNewPlayer(page, '')
  await deposit(request, player, '25')
  const paid = await withdraw(request, player, '10')
  const refused = await withdraw(request, player, '5')
  expect([paid.status, refused.status]).toEqual(['PENDING', 'PENDING'])

  const ana = createdOperator('ops.ana@coinfall.test')
  await page.evaluate(() => localStorage.clear())
  await page.setViewportSize({ width: 1440, height: 900 })
  await firstSignIn(page, ana.email, ana.oneTimePassword, ana.secret)
  expect(await axeViolations(page), 'the queue').toEqual([])

  await page.getByRole('button', { name: `Approve ${paid.withdrawal_id}` }).click()
  await expect(page.getByRole('status').filter({ hasText: `Withdrawal ${paid.withdrawal_id} is SENT.` })).toBeVisible()

  await page.getByRole('button', { name: `Reject ${refused.withdrawal_id}` }).click()
  const dialog = page.getByRole('dialog', { name: `Reject withdrawal ${refused.withdrawal_id}` })
  await dialog.getByLabel('Reason (the player reads it)').fill('The destination wallet belongs to someone else.')
  expect(await axeViolations(page), 'the rejection dialog').toEqual([])
  await dialog.getByRole('button', { name: 'Reject and refund' }).click()
  await expect(page.getByRole('status').filter({ hasText: `Withdrawal ${refused.withdrawal_id} was rejected and refunded.` })).toBeVisible()
  await expect(page.getByRole('button', { name: `Approve ${refused.withdrawal_id}` })).toHaveCount(0)

  // The player reads both outcomes; only the paid one left their balance.
  const mine = await myWithdrawals(request, player)
  expect(mine.find((w) => w.id === paid.withdrawal_id)).toMatchObject({ status: 'SENT', refunded: false })
  expect(mine.find((w) => w.id === refused.withdrawal_id)).toMatchObject({
    reason: 'The destination wallet belongs to someone else.',
    refunded: true,
  })
  expect(await withdrawableCents(request, player)).toBe(1500)

  // Two operators approve one withdrawal at the same moment: one pays, the other is told it is decided.
  const raced = await withdraw(request, player, '10')
  const anaToken = await page.evaluate(() => (JSON.parse(sessionStorage.getItem('operatorSession') ?? '{}') as { token: string }).token)
  const ben = createdOperator('ops.ben@coinfall.test')
  const benSession = await ok<{ token: string }>(
    request.post('/api/operator/login', {
      headers: XHR,
      data: { email: ben.email, password: ben.oneTimePassword, code: totpNow(ben.secret), new_password: 'console-pass-2031' },
    }),
  )
  const approvals = await Promise.all(
    [anaToken, benSession.token].map((token) =>
      request.post(`/api/operator/withdrawals/${raced.withdrawal_id}/approve`, { headers: as(token), data: null }),
    ),
  )
  expect(approvals.map((a) => a.status()).sort()).toEqual([200, 409])
  expect(await withdrawableCents(request, player)).toBe(500)
  const health = await ok<{ invariants: { name: string; holds: boolean }[] }>(
    request.get('/api/operator/ledger/health', { headers: as(anaToken) }),
  )
  expect(health.invariants.filter((i) => !i.holds)).toEqual([])

  // Every action is in the audit log.
  await page.getByRole('link', { name: 'Audit log' }).click()
  await page.getByLabel('Target id').fill(raced.withdrawal_id)
  await page.getByRole('button', { name: 'Filter' }).click()
  const entries = page.getByRole('table').getByRole('row')
  await expect(entries.filter({ hasText: 'withdrawal.approved' })).toHaveCount(1)
  await expect(entries.filter({ hasText: 'withdrawal.paid' })).toHaveCount(1)
  expect(await axeViolations(page), 'the audit log').toEqual([])

  // The player looked up, credited with a reason once (the same form's key twice moves nothing more), and the ledger still holds.
  await page.getByRole('link', { name: 'Players' }).click()
  await page.getByLabel('Id, username or email').fill(player.userId)
  await page.getByRole('button', { name: 'Find' }).click()
  await page.getByRole('link', { name: new RegExp(`\\(#${player.userId}\\)$`) }).click()
  await expect(page.getByText('Withdrawable $5.00 · Bonus $0.00 · Total $5.00')).toBeVisible()
  const adjust = page.getByRole('form', { name: 'Adjust a balance' })
  await adjust.getByLabel('Amount (USD)').fill('2.50')
  await adjust.getByLabel('Reason').fill('Goodwill after the outage')
  await adjust.getByRole('button', { name: 'Adjust' }).click()
  await expect(adjust.getByRole('status')).toHaveText('Adjusted. The player sees it in their transactions.')
  await expect(page.getByText('Withdrawable $7.50 · Bonus $0.00 · Total $7.50')).toBeVisible()
  await expect(page.getByRole('table', { name: 'Ledger movements, newest first' }).getByRole('row').nth(1)).toContainText(
    'Goodwill after the outage',
  )
  expect(await axeViolations(page), 'a player').toEqual([])
  await page.getByRole('link', { name: 'Ledger health' }).click()
  await expect(page.getByRole('table', { name: 'Invariants' })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Invariants' }).getByRole('cell', { name: 'NO', exact: true })).toHaveCount(0)
  expect(await axeViolations(page), 'the ledger health').toEqual([])

  await page.setViewportSize({ width: 375, height: 800 })
  await page.getByRole('link', { name: 'Withdrawals' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Withdrawal queue' })).toBeVisible()
  expect(await axeViolations(page), 'the queue at 375 px').toEqual([])

  // The player's wallet page tells the same story, with the operator's reason.
  await page.evaluate(({ token, userId }) => {
    localStorage.setItem('authToken', token)
    localStorage.setItem('userId', userId)
  }, player)
  await page.goto('/wallet')
  await expect(page.getByRole('listitem', { name: '$10.00 withdrawal: Sent' })).toHaveCount(2)
  const refusedItem = page.getByRole('listitem', { name: '$5.00 withdrawal: Not sent' })
  await expect(refusedItem.getByText('The destination wallet belongs to someone else.')).toBeVisible()
  await expect(refusedItem.getByText(/^Refunded to your withdrawable balance/)).toBeVisible()
  expect(await axeViolations(page), 'the wallet with its withdrawals at 375 px').toEqual([])
})

test("a player's pages never fetch the console's code, their token opens no operator route, and a wrong code is refused", async ({
  page,
  request,
}) => {
  const scripts: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url())
  })
  const player = await signInNewPlayer(page)
  for (const path of ['/dashboard', '/wallet']) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
  }
  const CONSOLE_CHUNK = /\/assets\/operator-console-[^/]*\.js$/
  expect(scripts.filter((u) => CONSOLE_CHUNK.test(u))).toEqual([])
  expect((await request.get('/api/operator/withdrawals', { headers: as(player.token) })).status()).toBe(403)

  await page.goto('/operator')
  await expect(page.getByRole('heading', { level: 1, name: 'Operator sign-in' })).toBeVisible()
  // The check above can fail: the console's chunk has that name.
  expect(scripts.filter((u) => CONSOLE_CHUNK.test(u))).toHaveLength(1)
  await page.getByLabel('Email or username').fill('ops.ana@coinfall.test')
  await page.getByLabel('Password', { exact: true }).fill('not-the-password')
  await page.getByLabel('Authenticator code').fill('12 34')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible()
  await expect(page.getByLabel('Authenticator code')).toBeFocused()
  expect(await axeViolations(page), 'the sign-in with its messages').toEqual([])

  // The enrolment line the command printed becomes a QR code on the page, drawn in the browser.
  await page.getByRole('link', { name: 'Set up your authenticator' }).click()
  await page.getByLabel('The otpauth:// line the operator command printed').fill(createdOperator('ops.ben@coinfall.test').uri)
  await expect(page.getByRole('img', { name: 'QR code to add ops.ben@coinfall.test to an authenticator app' })).toBeVisible()
  expect(await axeViolations(page), 'the authenticator set-up').toEqual([])
})
