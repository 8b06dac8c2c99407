import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { aGame, countingCatalog, renderLobbyApp } from '../features/lobby/render-lobby-app'

// The lobby calls this hook once per render of its screen: counting the calls counts the renders.
const lobbyRenders = vi.hoisted(() => ({ count: 0 }))
vi.mock('../../../src/ui/features/lobby/use-log-permissions', () => ({
  useLogPermissions: () => {
    lobbyRenders.count += 1
  },
}))

const games = Array.from({ length: 30 }, (_, i) => aGame(i + 1))

describe('a change of address', () => {
  it('does not render again the screen it leaves', async () => {
    const { catalog } = countingCatalog({ 2: games.slice(0, 5) }, games)
    renderLobbyApp('/casino', { catalog })
    const filters = within(await screen.findByRole('navigation', { name: 'Game filters' }, { timeout: 5000 }))
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'All Games' })).getAllByRole('listitem')).toHaveLength(24))
    const before = lobbyRenders.count
    await userEvent.click(filters.getByRole('link', { name: 'Crash Games' }))
    await screen.findByRole('heading', { level: 1, name: 'Crash Games' })
    expect(lobbyRenders.count).toBe(before)
  })
})
