import { axeViolations } from './support/axe'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

const XHR = { 'X-Requested-With': 'XMLHttpRequest' }

/** A fresh player, registered through the API: $10.00 of join bonus, a bearer token. */
const registerPlayer = async (request: APIRequestContext) => {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`
  const answer = await request.post('/api/register', {
    headers: XHR,
    data: {
      name: 'Gia Spinner',
      username: `gia${tag}`,
      email: `gia.${tag}@example.com`,
      password: 'spin4gold',
      password_confirmation: 'spin4gold',
      promo_code: 'COINFALLJOIN',
    },
  })
  expect(answer.status()).toBe(201)
  const body = (await answer.json()) as { token: string; user: { id: number } }
  return { token: body.token, userId: String(body.user.id), auth: { ...XHR, Authorization: `Bearer ${body.token}` } }
}

type Player = Awaited<ReturnType<typeof registerPlayer>>

const launch = async (request: APIRequestContext, player: Player, gameId: string): Promise<string> => {
  const answer = await request.post('/api/game/launchgame', { headers: player.auth, data: { gameId, userId: player.userId } })
  expect(answer.status()).toBe(200)
  const body = (await answer.json()) as { SessionUrl?: string; error?: string }
  expect(body.error).toBeUndefined()
  return body.SessionUrl!
}

const totalCents = async (request: APIRequestContext, player: Player): Promise<number> =>
  ((await (await request.get('/api/wallet-balance', { headers: player.auth })).json()) as { total_balance_cents: number })
    .total_balance_cents

const balanceOnPage = (page: Page) => page.locator('.balance-value')

test.describe('playing a game', () => {
  test('a slot round played with the keyboard moves the balance and shows as bet and win rows', async ({ page, request, baseURL }) => {
    const player = await registerPlayer(request)
    const before = await totalCents(request, player)
    const sessionUrl = await launch(request, player, 'cf-slots-myth')
    expect(new URL(sessionUrl).origin).not.toBe(new URL(baseURL!).origin)
    expect(sessionUrl).not.toContain(player.token)

    await page.goto(sessionUrl)
    await expect(page.getByRole('heading', { level: 1, name: 'Myth' })).toBeVisible()
    await expect(balanceOnPage(page)).toHaveText('$10.00')
    const spin = page.getByRole('button', { name: 'Spin' })
    await spin.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('status')).toHaveText(/^(You won \$\d+\.\d\d|No win this time)/, { timeout: 10_000 })

    // Space plays too, from anywhere that is not another control.
    await page.locator('body').click({ position: { x: 5, y: 200 } })
    await page.keyboard.press('Space')
    await expect(page.getByRole('status')).toHaveText(/^Spinning…$/)
    await expect(page.getByRole('status')).toHaveText(/^(You won|No win)/, { timeout: 10_000 })

    // The casino's own balance moved by the same rounds, and the transactions list shows them.
    const shownCents = Math.round(Number((await balanceOnPage(page).textContent())!.replace(/[$,]/g, '')) * 100)
    expect(await totalCents(request, player)).toBe(shownCents)
    const transactions = JSON.stringify(await (await request.get('/api/casino/transaction', { headers: player.auth })).json())
    // Two rounds, two bets (a win may have paid exactly the bet back, so the total alone proves nothing).
    expect(transactions.match(/"action_type":"bet"/g)).toHaveLength(2)
    expect(before).toBe(1000)
    expect(transactions).toContain('cf-slots-myth')
  })

  test('the launch link works once, and the game page is framable only by the casino', async ({ request }) => {
    const player = await registerPlayer(request)
    const sessionUrl = await launch(request, player, 'cf-crash-plinko')
    const first = await request.get(sessionUrl)
    expect(first.status()).toBe(200)
    const csp = first.headers()['content-security-policy']!
    expect(csp).toContain("script-src 'self'")
    expect(csp).toMatch(/frame-ancestors http:\/\/127\.0\.0\.1:\d+/)
    expect((await request.get(sessionUrl)).status()).toBe(410)
  })

  test('inside the sandboxed overlay frame the game plays and tells the casino its balance', async ({ page, request }) => {
    const player = await registerPlayer(request)
    const sessionUrl = await launch(request, player, 'cf-crash-plinko')
    await page.goto('/')
    // The overlay's iframe, as the category page builds it (same sandbox), on the casino's origin.
    const received = page.evaluate(
      (url) =>
        new Promise<{ origin: string; data: unknown }>((done) => {
          window.addEventListener('message', (event) => done({ origin: event.origin, data: event.data }))
          const frame = document.createElement('iframe')
          frame.setAttribute(
            'sandbox',
            'allow-scripts allow-same-origin allow-popups allow-forms allow-top-navigation-by-user-activation allow-modals allow-downloads',
          )
          frame.title = 'Game'
          frame.src = url
          // Where the overlay puts it: on screen (browsers pause animation frames in off-screen frames).
          frame.style.position = 'fixed'
          frame.style.inset = '0'
          frame.style.width = '100%'
          frame.style.height = '100%'
          frame.style.zIndex = '2147483647'
          document.body.append(frame)
        }),
      sessionUrl,
    )
    const game = page.frameLocator('iframe[title="Game"]')
    await expect(game.getByRole('button', { name: 'Drop ball' })).toBeVisible()
    // The page announces the balance as soon as it loads.
    const message = await received
    expect(message.origin).toBe(new URL(sessionUrl).origin)
    expect(message.data).toEqual({ type: 'coinfall:round', balanceCents: 1000 })
    await game.getByRole('button', { name: 'Drop ball' }).click()
    await expect(game.getByRole('status')).toHaveText(/^Landed on/, { timeout: 10_000 })
  })

  for (const [gameId, playName] of [
    ['cf-slots-egypt', 'Spin'],
    ['cf-crash-plinko', 'Drop ball'],
    ['cf-crash-rocket-rush', 'Bet'],
  ] as const) {
    test(`axe finds no violations on the ${gameId} page`, async ({ page, request }) => {
      const player = await registerPlayer(request)
      await page.goto(await launch(request, player, gameId))
      await expect(page.getByRole('button', { name: playName, exact: true })).toBeVisible()
      expect(await axeViolations(page)).toEqual([])
    })
  }

  test('a crash round cashed out from the keyboard, and the fairness view verifies it', async ({ page, request }) => {
    const player = await registerPlayer(request)
    await page.goto(await launch(request, player, 'cf-crash-rocket-rush'))
    // A backstop: every round ends by 1.50x, so a round started by a late key press cannot hang the test.
    await page.getByLabel('Auto cash out at').check()
    await page.getByLabel('Auto cash out multiplier').fill('1.50')
    const play = page.locator('button.play')
    await play.focus()
    await page.keyboard.press('Space')
    await expect(page.getByRole('status')).toHaveText(/Bet \$1\.00 placed|Crashed at/, { timeout: 10_000 })
    const flying = await expect
      .poll(
        async () => {
          const status = (await page.getByRole('status').textContent()) ?? ''
          if (status.startsWith('Crashed')) return 'crashed'
          return Number((await page.locator('.multiplier').textContent())!.replace('×', '')) >= 1.05 ? 'flying' : 'waiting'
        },
        { timeout: 10_000 },
      )
      .not.toBe('waiting')
      .then(() => page.getByRole('status').textContent())
    if (!flying?.startsWith('Crashed')) await page.keyboard.press('Space')
    await expect(page.getByRole('status')).toHaveText(/^(Cashed out at \d+\.\d\d×: you won \$\d+\.\d\d|Crashed at)/, { timeout: 10_000 })
    await expect(play).toHaveText('Bet', { timeout: 10_000 })

    await page.getByRole('button', { name: 'Provably fair' }).click()
    const dialog = page.getByRole('dialog', { name: 'Provably fair' })
    await expect(dialog).toBeVisible()
    await dialog.getByLabel('Your client seed').fill('my-own-seed')
    await dialog.getByRole('button', { name: 'Change and reveal' }).click()
    await expect(dialog.getByText(/Revealed server seed of your last \d+ rounds/)).toBeVisible()
    await dialog.getByRole('button', { name: 'Verify', exact: true }).first().click()
    await expect(dialog.getByText(/^✓ Matches: crash at \d+\.\d\dx$/)).toBeVisible()
  })
})
