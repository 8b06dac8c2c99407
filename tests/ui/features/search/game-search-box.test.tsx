import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { aGame, countingCatalog, renderLobbyApp } from '../lobby/render-lobby-app'

const games = [
  aGame(1, { name: 'Egypt', provider: 'brassmoon' }),
  aGame(2, { name: 'Egypt Gold', provider: 'starfen' }),
  aGame(3, { name: 'Myth', provider: 'starfen' }),
]

const open = async (path = '/dashboard') => {
  const { catalog, calls } = countingCatalog({}, games)
  const app = renderLobbyApp(path, { catalog, signedIn: true })
  const box = await screen.findByRole<HTMLInputElement>('combobox', { name: 'Search games' })
  return { ...app, calls, box, user: userEvent.setup() }
}

describe('the sidebar search', () => {
  it('suggests games as the player types and plays the one chosen with the keyboard', async () => {
    const { box, user, launches, calls } = await open()
    await user.type(box, 'egypt')
    const list = await screen.findByRole('listbox', { name: 'Games found' })
    await within(list).findByRole('option', { name: /Egypt Gold/ })
    expect(box.getAttribute('aria-expanded')).toBe('true')
    // One request once typing paused, not one per letter.
    expect(calls.filter((c) => c.startsWith('search'))).toEqual(['search egypt'])
    await user.keyboard('{ArrowDown}{ArrowDown}')
    const chosen = within(list).getByRole('option', { name: /Egypt Gold/ })
    expect(chosen.getAttribute('aria-selected')).toBe('true')
    expect(box.getAttribute('aria-activedescendant')).toBe(chosen.id)
    await user.keyboard('{Enter}')
    await waitFor(() => expect(launches).toEqual([{ gameId: 'g-2', userId: '42' }]))
  })

  it('opens every result on Enter, and Escape closes the list, then clears the box', async () => {
    const { box, user, location } = await open()
    await user.type(box, 'egy')
    await screen.findByRole('option', { name: 'See all results for “egy”' })
    await user.keyboard('{Escape}')
    expect(box.getAttribute('aria-expanded')).toBe('false')
    expect(box.value).toBe('egy')
    await user.keyboard('{Escape}')
    expect(box.value).toBe('')
    await user.type(box, 'egypt{Enter}')
    await waitFor(() => expect(location.history?.at(-1)).toBe('/search?q=egypt'))
    const results = await screen.findByRole('list', { name: 'Results for “egypt”' })
    expect(within(results).getAllByRole('listitem')).toHaveLength(2)
  })

  it('says when nothing matches', async () => {
    const { box, user } = await open()
    await user.type(box, 'zzz')
    expect(await screen.findByText('No games match “zzz”.', { selector: 'p[aria-hidden]' })).toBeTruthy()
  })

  it('searches within the providers chosen', async () => {
    const { box, user } = await open('/dashboard?providers=starfen')
    await user.type(box, 'egypt')
    const list = await screen.findByRole('listbox', { name: 'Games found' })
    await within(list).findByRole('option', { name: /Egypt Gold/ })
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Egypt GoldStarfen', 'See all results for “egypt”'])
  })
})

describe('recently played', () => {
  it('stays out of the sidebar until the player has played something', async () => {
    const { catalog } = countingCatalog({ 10: [] }, games)
    renderLobbyApp('/dashboard', { catalog, signedIn: true })
    const sidebar = await screen.findByRole('navigation', { name: 'Games' })
    await within(sidebar).findByRole('link', { name: 'Favorite' })
    expect(within(sidebar).queryByRole('link', { name: 'Recently Played' })).toBeNull()
  })

  it('shows in the sidebar once there is a game in it, and is asked for again after a launch', async () => {
    const { catalog, calls } = countingCatalog({ 10: [games[2]!] }, games)
    renderLobbyApp('/dashboard', { catalog, signedIn: true })
    const sidebar = await screen.findByRole('navigation', { name: 'Games' })
    const link = await within(sidebar).findByRole('link', { name: 'Recently Played' })
    expect(link.getAttribute('href')).toBe('/category/10')
    const before = calls.filter((c) => c === 'gamesInCategory 10').length
    const user = userEvent.setup()
    const card = (await screen.findAllByRole('button', { name: /Play/ }))[0]!
    await user.click(card)
    await waitFor(() => expect(calls.filter((c) => c === 'gamesInCategory 10').length).toBe(before + 1))
  })
})
