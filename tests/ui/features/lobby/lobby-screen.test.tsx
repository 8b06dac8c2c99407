import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, onTestFinished } from 'vitest'
import { ICON_SPRITE } from '../../../../src/ui/components/icon-sprite'
import { aGame, countingCatalog, renderLobbyApp } from './render-lobby-app'

const filter = () => within(screen.getByRole('navigation', { name: 'Game filters' }))
const filterItems = () =>
  filter()
    .getAllByRole('listitem')
    .map((li) => li.textContent)

const manyGames = Array.from({ length: 60 }, (_, i) => aGame(i + 1))

describe('the lobby', () => {
  it('logs the stored permissions once on load', async () => {
    const { catalog } = countingCatalog({}, manyGames)
    const { logs } = renderLobbyApp('/dashboard', { catalog, signedIn: true, permissions: ['play', 'deposit'] })
    await screen.findByRole('heading', { level: 1, name: 'Lobby' }, { timeout: 5000 })
    // Passive effects may flush after the heading paints.
    await waitFor(() => expect(logs.infos).toContainEqual({ message: 'User permissions', detail: ['play', 'deposit'] }))
    expect(logs.infos.filter((l) => l.message === 'User permissions')).toHaveLength(1)
  })

  it('draws every icon from a symbol in the page itself, not from a file each screen parses again', async () => {
    // As every page's HTML carries it (scripts/build/icon-sprite.ts).
    const sprite = document.createElement('div')
    sprite.hidden = true
    sprite.innerHTML = ICON_SPRITE
    document.body.prepend(sprite)
    onTestFinished(() => sprite.remove())
    const { catalog } = countingCatalog({}, manyGames)
    renderLobbyApp('/dashboard', { catalog, signedIn: true })
    await screen.findByRole('heading', { level: 1, name: 'Lobby' }, { timeout: 5000 })
    const refs = [...document.querySelectorAll('svg.icon use')].map((use) => use.getAttribute('href') ?? '')
    expect(refs.length).toBeGreaterThan(10)
    const unresolved = refs.filter((ref) => !ref.startsWith('#') || document.getElementById(ref.slice(1))?.tagName !== 'symbol')
    expect(unresolved).toEqual([])
  })

  it('shows the promotional line, the Off market link and the language', async () => {
    const { catalog } = countingCatalog({}, manyGames)
    renderLobbyApp('/casino', { catalog })
    await screen.findByRole('heading', { level: 1, name: 'Casino' }, { timeout: 5000 })
    expect(screen.getByText(/Over 5000 games/)).toBeTruthy()
    expect(screen.getByText('Wins up to 50,000 times the bet.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Off market' }).getAttribute('href')).toBe('/off-market')
    expect(screen.getByTitle('English').textContent).toBe('En')
  })

  it('the filter shows three items, wraps both ways, and links categories by name', async () => {
    const { catalog } = countingCatalog({}, manyGames)
    renderLobbyApp('/casino', { catalog })
    await screen.findByRole('navigation', { name: 'Game filters' }, { timeout: 5000 })
    expect(filterItems()).toEqual(['Home', 'Crash Games', 'Video Poker'])
    await waitFor(() => expect(filter().getByRole('link', { name: 'Crash Games' }).getAttribute('href')).toBe('/category/2'))
    await userEvent.click(screen.getByRole('button', { name: 'Previous filters' }))
    expect(filterItems()).toEqual(['Settings', 'Home', 'Crash Games'])
    await userEvent.click(screen.getByRole('button', { name: 'Next filters' }))
    await userEvent.click(screen.getByRole('button', { name: 'Next filters' }))
    expect(filterItems()).toEqual(['Crash Games', 'Video Poker', 'Favorites'])
    expect(filter().getByRole('link', { name: 'Favorites' }).getAttribute('href')).toBe('/category/9')
  })

  it("'All Providers' opens the studios; the choice narrows the grid and lives in the URL", async () => {
    const studios = ['starfen', 'oakvault', 'jadeloop']
    const games = Array.from({ length: 30 }, (_, i) => aGame(i + 1, { provider: studios[i % 3] }))
    const { catalog, calls } = countingCatalog({}, games)
    const { location } = renderLobbyApp('/casino', { catalog })
    await screen.findByRole('heading', { level: 1, name: 'Casino' }, { timeout: 5000 })
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'All Providers' }))
    const dialog = await screen.findByRole('dialog', { name: 'Providers' })
    await within(dialog).findAllByText('10 games')
    await user.click(within(dialog).getByRole('checkbox', { name: /Oakvault/ }))
    await user.click(within(dialog).getByRole('checkbox', { name: /Starfen/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Show games' }))
    expect(location.history?.at(-1)).toBe('/casino?providers=starfen,oakvault')
    const button = screen.getByRole('button', { name: '2 Providers' })
    expect(button.getAttribute('aria-pressed')).toBe('true')
    await waitFor(() => expect(calls).toContain('games starfen,oakvault'))
    expect(document.activeElement).toBe(button)

    await user.click(button)
    const again = await screen.findByRole('dialog', { name: 'Providers' })
    expect(within(again).getByRole<HTMLInputElement>('checkbox', { name: /Starfen/ }).checked).toBe(true)
    await user.click(within(again).getByRole('button', { name: 'Clear' }))
    await user.click(within(again).getByRole('button', { name: 'Show games' }))
    expect(location.history?.at(-1)).toBe('/casino')
  })

  it('reads the providers from the URL it opens with', async () => {
    const { catalog, calls } = countingCatalog({}, manyGames)
    renderLobbyApp('/casino?providers=jadeloop,nobody', { catalog })
    await screen.findByRole('button', { name: '1 Provider' }, { timeout: 5000 })
    await waitFor(() => expect(calls).toContain('games jadeloop'))
  })

  it('the grid shows a page of cards and adds a page per Load more', async () => {
    const { catalog } = countingCatalog({}, manyGames)
    renderLobbyApp('/casino', { catalog })
    const grid = await screen.findByRole('list', { name: 'All Games' }, { timeout: 5000 })
    // The first frame draws a screenful; the rest of the page follows in the next render.
    await waitFor(() => expect(within(grid).getAllByRole('listitem')).toHaveLength(24))
    expect(screen.getByText('Showing 24 of 60 games')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }))
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(within(grid).getAllByRole('listitem')).toHaveLength(60))
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })

  it('the providers carousel shows six logos per slide and wraps', async () => {
    const { catalog } = countingCatalog({}, manyGames)
    renderLobbyApp('/casino', { catalog })
    await screen.findByRole('heading', { level: 1, name: 'Casino' }, { timeout: 5000 })
    const region = screen.getByRole('region', { name: 'Providers' })
    expect(
      within(region)
        .getAllByRole('img')
        .map((i) => i.getAttribute('alt')),
    ).toEqual(['Starfen', 'Brassmoon', 'Copperfox', 'Velvet Comet', 'Quillstone', 'Tidecraft'])
    await userEvent.click(screen.getByRole('button', { name: 'Next providers' }))
    expect(within(region).getByText('Slide 2 of 2')).toBeTruthy()
    expect(within(region).getAllByRole('img')).toHaveLength(6)
    await userEvent.click(screen.getByRole('button', { name: 'Next providers' }))
    expect(within(region).getByText('Slide 1 of 2')).toBeTruthy()
  })

  it('a failed games request is only logged and leaves the grid empty', async () => {
    const { catalog } = countingCatalog({}, [])
    const failing = { ...catalog, games: () => async () => ({ _tag: 'Left' as const, left: { _tag: 'Offline' as const } }) }
    const { logs } = renderLobbyApp('/casino', { catalog: failing })
    await screen.findByText('Games could not be loaded right now. Please try again shortly.', {}, { timeout: 5000 })
    expect(logs.errors.map((e) => e.message)).toContain('Error fetching games')
  })
})
