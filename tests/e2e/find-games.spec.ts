import { expect, test, type Page } from '@playwright/test'
import { categoryNamed, openedGame, signInNewPlayer } from './lobby-session'
import { axeViolations } from './support/axe'

const XHR = { 'X-Requested-With': 'XMLHttpRequest' }

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search games' })

test.describe('finding a game', () => {
  test('a misspelt name finds the game, and the keyboard opens it from the list', async ({ page }) => {
    await signInNewPlayer(page)
    await page.goto('/dashboard')
    await searchBox(page).fill('egipt')
    const list = page.getByRole('listbox', { name: 'Games found' })
    await expect(list.getByRole('option').first()).toContainText('Egypt')
    expect(await axeViolations(page)).toEqual([])
    await searchBox(page).press('ArrowDown')
    await expect(searchBox(page)).toHaveAttribute('aria-activedescendant', /option-0$/)
    await searchBox(page).press('Enter')
    const game = await openedGame(page, 'Egypt')
    await expect(game.getByRole('heading', { level: 1, name: 'Egypt' })).toBeVisible()
  })

  test('Enter shows every result on a page of its own, open to visitors', async ({ page }) => {
    await page.goto('/casino')
    await searchBox(page).fill('roulete')
    await searchBox(page).press('Enter')
    await expect(page).toHaveURL(/\/search\?q=roulete$/)
    const grid = page.getByRole('list', { name: 'Results for “roulete”' })
    await expect(grid.getByRole('listitem').first()).toContainText('Roulette')
    expect(await axeViolations(page)).toEqual([])
  })

  test('two providers picked narrow the lobby, survive a reload, and Back undoes them', async ({ page }) => {
    await page.goto('/casino')
    await page.getByRole('button', { name: 'All Providers' }).click()
    const dialog = page.getByRole('dialog', { name: 'Providers' })
    await expect(dialog.getByText(/\d+ games/).first()).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    await dialog.getByRole('checkbox', { name: /Oakvault/ }).check()
    await dialog.getByRole('checkbox', { name: /Jadeloop/ }).press('Space')
    await dialog.getByRole('button', { name: 'Show games' }).click()
    await expect(page).toHaveURL(/\/casino\?providers=oakvault,jadeloop$/)

    // Each card names its studio.
    const onlyChosenStudios = async () => {
      const cards = page.getByRole('list', { name: 'All Games' }).getByRole('listitem')
      await expect(cards.first()).toBeVisible()
      const texts = await cards.allTextContents()
      expect(texts.length).toBeGreaterThan(0)
      expect(texts.filter((t) => !/Oakvault|Jadeloop/.test(t))).toEqual([])
    }
    await onlyChosenStudios()
    await page.reload()
    await expect(page.getByRole('button', { name: '2 Providers' })).toBeVisible()
    await onlyChosenStudios()
    await page.goBack()
    await expect(page).toHaveURL(/\/casino$/)
    await expect(page.getByRole('button', { name: 'All Providers' })).toBeVisible()
  })

  test('Recently Played appears once a game is launched, newest first', async ({ page }) => {
    await signInNewPlayer(page)
    await page.goto('/dashboard')
    const sidebar = page.getByRole('navigation', { name: 'Games' })
    await expect(sidebar.getByRole('link', { name: 'Favorite' })).toBeVisible()
    await expect(sidebar.getByRole('link', { name: 'Recently Played' })).toHaveCount(0)
    const slots = await categoryNamed(page, 'Slots')
    await page.goto(`/category/${slots.id}`)
    await page.getByRole('button', { name: 'Play Now Myth' }).click()
    await openedGame(page, 'Myth')
    await page.getByRole('button', { name: 'Close game' }).click()
    await sidebar.getByRole('link', { name: 'Recently Played' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Recently Played' })).toBeVisible()
    await expect(page.getByRole('list', { name: 'Recently Played' }).getByRole('listitem').first()).toContainText('Myth')
  })
})

test('the header balance follows a round played in another tab, with no reload', async ({ page, context }) => {
  const player = await signInNewPlayer(page)
  await page.goto('/dashboard')
  const wallet = page.getByRole('button', { name: /Wallet balance/ })
  await expect(wallet).toContainText('$10.00')

  const launch = await page.request.post('/api/game/launchgame', {
    headers: { ...XHR, Authorization: `Bearer ${player.token}` },
    data: { gameId: 'cf-slots-myth', userId: player.userId },
  })
  const { SessionUrl } = (await launch.json()) as { SessionUrl: string }
  const other = await context.newPage()
  await other.goto(SessionUrl)
  const totalCents = async () =>
    (
      (await (await page.request.get('/api/wallet-balance', { headers: { Authorization: `Bearer ${player.token}` } })).json()) as {
        total_balance_cents: number
      }
    ).total_balance_cents
  // A win can pay exactly the bet back: spin until the balance has moved.
  let total = 1000
  for (let spin = 0; spin < 6 && total === 1000; spin++) {
    await other.getByRole('button', { name: 'Spin' }).click()
    await expect(other.getByRole('status')).toHaveText(/^(You won|No win)/, { timeout: 15_000 })
    total = await totalCents()
  }
  expect(total).not.toBe(1000)
  await expect(wallet).toContainText(`$${(total / 100).toFixed(2)}`)
})
