import { expect, test, type Page } from '@playwright/test'
import { signInNewPlayer } from './lobby-session'
import { axeViolations } from './support/axe'
import { createdOperator, SUPPORT_OPERATOR, totpNow } from './support/operators'

const SHOTS = '.tmp/support-chat'

async function operatorSignsIn(page: Page): Promise<void> {
  const cleo = createdOperator(SUPPORT_OPERATOR)
  await page.goto('/operator')
  await page.getByLabel('Email or username').fill(cleo.email)
  await page.getByLabel('Password', { exact: true }).fill(cleo.oneTimePassword)
  await page.getByLabel('Authenticator code').fill(totpNow(cleo.secret))
  await page.getByLabel('New password (first sign-in only)').fill('console-pass-2031')
  await page.getByRole('button', { name: 'Sign in' }).click()
  // `support` alone: the console opens on the Support screen.
  await expect(page.getByRole('heading', { level: 1, name: 'Support inbox' })).toBeVisible()
}

test('a player writes from a phone, an operator made by the command answers in the console, the answer arrives without a reload', async ({
  page,
  browser,
}) => {
  test.slow()
  await page.setViewportSize({ width: 375, height: 812 })
  const player = await signInNewPlayer(page)
  await page.goto('/dashboard')

  const chat = page.getByRole('navigation', { name: 'Quick links' }).getByRole('button', { name: /^Chat with support/ })
  await chat.click()
  const panel = page.getByRole('dialog', { name: 'Support' })
  await expect(panel).toBeVisible()
  await expect(panel.getByText(/we reply within 15 minutes|will answer shortly/)).toBeVisible()
  const box = panel.getByLabel('Your message')

  // A control character is refused with the rule's sentence, before anything is sent.
  await box.fill('bell \u0007')
  await panel.getByRole('button', { name: 'Send' }).click()
  await expect(panel.getByRole('alert')).toHaveText(/control characters/)

  const question = `Where is my withdrawal? <b>not bold</b> ${player.userId}`
  await box.fill(question)
  await box.press('Enter')
  const mine = panel.getByRole('listitem').filter({ hasText: question })
  await expect(mine).toContainText('Sent')
  await expect(panel.getByRole('alert')).toHaveCount(0)
  expect(await axeViolations(page), 'the chat panel at 375 px').toEqual([])
  await page.screenshot({ path: `${SHOTS}/player-375.png` })

  // The operator, in a browser of their own, at desktop width.
  const opsContext = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const ops = await opsContext.newPage()
  await operatorSignsIn(ops)
  const row = ops.getByRole('button', { name: new RegExp(`lobby.*${question.slice(0, 20)}`) }).first()
  await expect(row).toBeVisible()
  await row.click()
  await expect(ops.getByRole('heading', { name: /^Conversation with lobby/ })).toBeVisible()
  await expect(ops.getByRole('complementary')).toContainText('Withdrawable')
  // Markup stays text.
  await expect(ops.getByRole('list', { name: 'Messages' }).getByText(question)).toBeVisible()
  await ops.getByRole('button', { name: 'Claim' }).click()
  await expect(ops.getByText(/^Claimed by /)).toBeVisible()
  await ops.getByLabel('Reply').fill('It is on its way: it was paid a minute ago.')
  await ops.getByRole('button', { name: 'Send reply' }).click()
  await expect(ops.getByRole('listitem').filter({ hasText: 'It is on its way' })).toBeVisible()
  expect(await axeViolations(ops), 'the Support screen').toEqual([])
  await ops.screenshot({ path: `${SHOTS}/console-1440.png`, fullPage: true })

  // The player's panel hears it live: no reload.
  const answer = panel.getByRole('listitem').filter({ hasText: 'It is on its way: it was paid a minute ago.' })
  await expect(answer).toBeVisible()
  await expect(mine).toContainText('Read')
  await expect(panel.locator('[aria-live="polite"]')).toContainText('New answer from support: It is on its way')
  await page.screenshot({ path: `${SHOTS}/player-375-answered.png` })

  // Closed with Escape, focus back on Chat; no unread count left, since the panel showed the answer.
  await page.keyboard.press('Escape')
  await expect(panel).toHaveCount(0)
  await expect(chat).toBeFocused()
  await expect(chat).toHaveAccessibleName('Chat with support')

  // The operator answers again while the panel is shut: the count shows on Chat when the player is back.
  await ops.getByLabel('Reply').fill('Anything else?')
  await ops.getByRole('button', { name: 'Send reply' }).click()
  await page.reload()
  await expect(
    page.getByRole('navigation', { name: 'Quick links' }).getByRole('button', { name: 'Chat with support, 1 unread answer' }),
  ).toBeVisible()

  // The desktop way in: the footer's Contact → Support.
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.getByRole('contentinfo').getByRole('button', { name: 'Support' }).click()
  await expect(panel.getByText('Anything else?')).toBeVisible()
  expect(await axeViolations(page), 'the chat panel at 1440 px').toEqual([])
  await page.screenshot({ path: `${SHOTS}/player-1440.png` })
  await opsContext.close()
})

test('a visitor who opens Chat is asked to sign in', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto('/casino')
  await page
    .getByRole('navigation', { name: 'Quick links' })
    .getByRole('button', { name: /^Chat with support/ })
    .click()
  const panel = page.getByRole('dialog', { name: 'Support' })
  await expect(panel.getByText('Sign in to chat with our support team')).toBeVisible()
  await expect(panel.getByRole('link', { name: 'Log in' })).toBeVisible()
  expect(await axeViolations(page), 'the visitor panel').toEqual([])
})

test("a player's page fetches the chat's code once idle and draws the panel hidden, asking for nothing until Chat is tapped", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await signInNewPlayer(page)
  const scripts: string[] = []
  const conversationAsks: string[] = []
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (request.resourceType() === 'script') scripts.push(path)
    if (path === '/api/support/conversation') conversationAsks.push(path)
  })
  await page.goto('/dashboard')
  const chatCode = (path: string) => /\/chat-panel-[\w-]+\.js$/.test(path)
  await expect.poll(() => scripts.some(chatCode), { timeout: 15_000 }).toBe(true)
  // Drawn ahead, hidden: out of sight and of the accessibility tree, and its conversation not asked for.
  const hidden = page.locator('[role="dialog"][aria-modal="false"]')
  await expect(hidden).toHaveCount(1, { timeout: 15_000 })
  await expect(hidden).toBeHidden()
  await expect(page.getByRole('dialog', { name: 'Support' })).toHaveCount(0)
  expect(conversationAsks).toEqual([])

  const chat = page.getByRole('navigation', { name: 'Quick links' }).getByRole('button', { name: /^Chat with support/ })
  await chat.click()
  const panel = page.getByRole('dialog', { name: 'Support' })
  await expect(panel).toBeVisible()
  await expect(panel).toBeFocused()
  await expect.poll(() => conversationAsks.length).toBeGreaterThan(0)
  expect(scripts.filter(chatCode)).toHaveLength(1)

  // Closed and opened again: focus goes back to Chat, then into the panel, and the draft is kept.
  await panel.getByLabel('Your message').fill('half a question')
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(chat).toBeFocused()
  await chat.click()
  await expect(panel).toBeFocused()
  await expect(panel.getByLabel('Your message')).toHaveValue('half a question')
})
