import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as TE from 'fp-ts/TaskEither'
import { describe, expect, it } from 'vitest'
import { fakeFavourites, fakeGameLauncher } from '../../../fakes/fake-game-ports'
import { FIRST_FRAME_CARDS, GRID_PAGE_SIZE } from '../../../../src/core/lobby/grid-paging.rules'
import { aGame, countingCatalog, renderLobbyApp } from '../lobby/render-lobby-app'

const SANDBOX =
  'allow-scripts allow-same-origin allow-popups allow-forms allow-top-navigation-by-user-activation allow-modals allow-downloads'
const slots = [aGame(1, { name: 'Myth' }), aGame(2, { name: 'Egypt', favorite: true }), aGame(3, { name: 'View All' })]
const crash = [aGame(10, { name: 'Plinko' })]
const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 5000 })

describe('the category page', () => {
  it('heads the page with the category name and lists its games', async () => {
    const { catalog, calls } = countingCatalog({ 8: slots })
    renderLobbyApp('/category/8', { catalog })
    await heading('Slots')
    expect(await screen.findByRole('button', { name: 'Play Now Myth' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Favourite Egypt' }).getAttribute('aria-pressed')).toBe('true')
    expect(calls).toContain('gamesInCategory 8')
  })

  it('asks nothing about a category the sidebar already listed when the player switches to it', async () => {
    const { catalog, calls } = countingCatalog({ 8: slots, 2: crash })
    renderLobbyApp('/category/8', { catalog })
    await heading('Slots')
    const sidebar = screen.getByRole('navigation', { name: 'Games' })
    await userEvent.click(await within(sidebar).findByRole('link', { name: 'Crash Games' }))
    await heading('Crash Games')
    expect(calls).not.toContain('category 2')
  })

  it("renders 'View All' as a link to the casino, with no Play button", async () => {
    const { catalog } = countingCatalog({ 8: slots })
    renderLobbyApp('/category/8', { catalog })
    await heading('Slots')
    const tile = await screen.findByRole('link', { name: 'View All' })
    expect(tile.getAttribute('href')).toBe('/casino')
    expect(screen.queryByRole('button', { name: 'Play Now View All' })).toBeNull()
  })

  it('fetches the favourites with the player id, and not at all for a visitor', async () => {
    const signedIn = countingCatalog({ 9: slots })
    renderLobbyApp('/category/9', { catalog: signedIn.catalog, signedIn: true })
    await heading('Favorite')
    await screen.findByRole('button', { name: 'Play Now Myth' })
    expect(signedIn.calls).toContain('gamesInCategory 9 42')
  })

  it('asks a visitor to log in for favourites', async () => {
    const visitor = countingCatalog({ 9: slots })
    renderLobbyApp('/category/9', { catalog: visitor.catalog })
    await heading('Favorite')
    expect(await screen.findByText('Log in to see your favourite games.')).toBeTruthy()
    expect(visitor.calls.filter((c) => c.startsWith('gamesInCategory'))).toEqual([])
  })

  it('follows the id, and does not fetch a category again when coming back', async () => {
    const { catalog, calls } = countingCatalog({ 8: slots, 2: crash })
    renderLobbyApp('/category/8', { catalog })
    await heading('Slots')
    await screen.findByRole('button', { name: 'Play Now Myth' })
    const sidebar = screen.getByRole('navigation', { name: 'Games' })
    await userEvent.click(await within(sidebar).findByRole('link', { name: 'Crash Games' }))
    await heading('Crash Games')
    await screen.findByRole('button', { name: 'Play Now Plinko' })
    await userEvent.click(within(sidebar).getByRole('link', { name: 'Slots' }))
    await heading('Slots')
    expect(screen.getByRole('button', { name: 'Play Now Myth' })).toBeTruthy()
    expect(calls.filter((c) => c === 'gamesInCategory 8')).toHaveLength(1)
    expect(calls.filter((c) => c === 'category 8')).toHaveLength(1)
  })

  it('draws a screenful of cards first when a tap leads to a category already loaded, then the rest of its page', async () => {
    const thirty = Array.from({ length: 30 }, (_, i) => aGame(100 + i))
    const { catalog } = countingCatalog({ 8: thirty, 2: crash })
    renderLobbyApp('/category/8', { catalog })
    await screen.findByRole('button', { name: 'Play Now Game 100' }, { timeout: 5000 })
    const sidebar = screen.getByRole('navigation', { name: 'Games' })
    await userEvent.click(within(sidebar).getByRole('link', { name: 'Crash Games' }))
    await screen.findByRole('button', { name: 'Play Now Plinko' })
    // Each batch of changes the DOM goes through, as the cards in the list: a render's commit is one.
    const drawn: number[] = []
    const changes = new MutationObserver(() => {
      const count = document.querySelectorAll('ul[aria-labelledby="category-games-heading"] > li').length
      if (count !== drawn.at(-1)) drawn.push(count)
    })
    changes.observe(document.body, { childList: true, subtree: true })
    // A click outside act(), which would run every render it causes before the observer saw one.
    const reactTest = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
    const wasAct = reactTest.IS_REACT_ACT_ENVIRONMENT
    reactTest.IS_REACT_ACT_ENVIRONMENT = false
    try {
      within(sidebar)
        .getByRole('link', { name: 'Slots' })
        .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }))
      await waitFor(() => expect(drawn.at(-1)).toBe(GRID_PAGE_SIZE))
    } finally {
      reactTest.IS_REACT_ACT_ENVIRONMENT = wasAct
      changes.disconnect()
    }
    // Slots' counts (Crash Games' page listed one card): the screen renders a step behind the
    // address (the layout's route), and the grid still draws its first screenful before the rest.
    expect(drawn.filter((count) => count > 1)).toEqual([FIRST_FRAME_CARDS, GRID_PAGE_SIZE])
  })

  it('says so when the category does not exist', async () => {
    const { catalog } = countingCatalog({})
    const { logs } = renderLobbyApp('/category/77', { catalog })
    await heading('Category not found')
    expect(logs.errors.map((e) => e.message)).toContain('Error fetching category')
  })
})

describe('playing from a card', () => {
  it('alerts a visitor and launches nothing', async () => {
    const { catalog } = countingCatalog({ 8: slots })
    const { notices, launches } = renderLobbyApp('/category/8', { catalog })
    await userEvent.click(await screen.findByRole('button', { name: 'Play Now Myth' }, { timeout: 5000 }))
    expect(notices).toEqual([{ kind: 'alert', message: 'Please log in to play the game.' }])
    expect(launches).toEqual([])
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('opens the overlay for a player; Escape closes it and focus goes back to Play', async () => {
    const { catalog } = countingCatalog({ 8: slots })
    const { launches } = renderLobbyApp('/category/8', { catalog, signedIn: true })
    const play = await screen.findByRole('button', { name: 'Play Now Myth' }, { timeout: 5000 })
    await userEvent.click(play)
    const dialog = await screen.findByRole('dialog', { name: 'Myth' })
    expect(launches).toEqual([{ gameId: 'g-1', userId: '42' }])
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    const frame = await within(dialog).findByTitle('Myth')
    expect(frame.getAttribute('sandbox')).toBe(SANDBOX)
    expect(frame.getAttribute('allow')).toBe('autoplay; fullscreen')
    expect(frame.getAttribute('src')).toBe('https://games.example/play/1')
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close game' }))
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(document.activeElement).toBe(play))
  })

  it("closes on the game's close message (Escape inside its frame) and focus goes back to Play", async () => {
    const { catalog } = countingCatalog({ 8: slots })
    renderLobbyApp('/category/8', { catalog, signedIn: true })
    const play = await screen.findByRole('button', { name: 'Play Now Myth' }, { timeout: 5000 })
    await userEvent.click(play)
    const dialog = await screen.findByRole('dialog', { name: 'Myth' })
    const frame = (await within(dialog).findByTitle('Myth')) as HTMLIFrameElement
    // Not a discrete event like a key press: React commits the close on its own schedule.
    const close = { origin: 'https://games.example', data: { type: 'coinfall:close' }, source: frame.contentWindow }
    window.dispatchEvent(new MessageEvent('message', { ...close, origin: 'https://evil.example' }))
    expect(screen.queryByRole('dialog')).not.toBeNull()
    window.dispatchEvent(new MessageEvent('message', close))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(document.activeElement).toBe(play))
  })

  it("alerts the provider's refusal and opens nothing", async () => {
    const { catalog } = countingCatalog({ 8: slots })
    const refusing = fakeGameLauncher(TE.right({ _tag: 'LaunchRefused', error: 'Game is closed for maintenance.' }))
    const { notices } = renderLobbyApp('/category/8', { catalog, signedIn: true, overrides: { GameLauncher: refusing.launcher } })
    await userEvent.click(await screen.findByRole('button', { name: 'Play Now Myth' }, { timeout: 5000 }))
    await waitFor(() => expect(notices).toEqual([{ kind: 'alert', message: 'Game is closed for maintenance.' }]))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('only logs a launch that never got an answer', async () => {
    const { catalog } = countingCatalog({ 8: slots })
    const offline = fakeGameLauncher(TE.left({ _tag: 'Offline' }))
    const { notices, logs } = renderLobbyApp('/category/8', { catalog, signedIn: true, overrides: { GameLauncher: offline.launcher } })
    await userEvent.click(await screen.findByRole('button', { name: 'Play Now Myth' }, { timeout: 5000 }))
    await waitFor(() => expect(logs.errors.map((e) => e.message)).toContain('Error launching game'))
    expect(notices).toEqual([])
    expect(screen.queryByRole('status', { name: /Loading game/ })).toBeNull()
  })
})

describe('favourite hearts', () => {
  it('flip after the server agrees, with the toast', async () => {
    const { catalog } = countingCatalog({ 8: slots })
    const { favouriteCalls, notices } = renderLobbyApp('/category/8', { catalog, signedIn: true })
    const heart = await screen.findByRole('button', { name: 'Favourite Myth' }, { timeout: 5000 })
    await userEvent.click(heart)
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'))
    expect(favouriteCalls).toEqual([{ gameId: 'g-1', favourite: true }])
    expect(notices).toContainEqual({ kind: 'success', message: 'Game added to favorites!' })
  })

  it('ask a visitor to log in instead of calling the server', async () => {
    const { catalog } = countingCatalog({ 8: slots })
    const { favouriteCalls, notices } = renderLobbyApp('/category/8', { catalog })
    await userEvent.click(await screen.findByRole('button', { name: 'Favourite Myth' }, { timeout: 5000 }))
    expect(favouriteCalls).toEqual([])
    expect(notices).toEqual([{ kind: 'info', message: 'Log in to keep your favourite games.' }])
  })

  it('flip back with the removal toast', async () => {
    const { catalog } = countingCatalog({ 8: slots })
    const { notices } = renderLobbyApp('/category/8', { catalog, signedIn: true })
    const heart = await screen.findByRole('button', { name: 'Favourite Egypt' }, { timeout: 5000 })
    await userEvent.click(heart)
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('false'))
    expect(notices).toEqual([{ kind: 'success', message: 'Game removed from favorites!' }])
  })

  it('stay as they are when the server refuses, saying the update failed', async () => {
    const { catalog } = countingCatalog({ 8: slots })
    const refusing = fakeFavourites({ _tag: 'Unexpected', status: 500 })
    const { notices } = renderLobbyApp('/category/8', { catalog, signedIn: true, overrides: { Favourites: refusing.favourites } })
    const heart = await screen.findByRole('button', { name: 'Favourite Myth' }, { timeout: 5000 })
    await userEvent.click(heart)
    await waitFor(() => expect(notices).toEqual([{ kind: 'error', message: 'Failed to update favorite status.' }]))
    expect(heart.getAttribute('aria-pressed')).toBe('false')
  })
})
