import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as E from 'fp-ts/Either'
import type * as TE from 'fp-ts/TaskEither'
import { describe, expect, it } from 'vitest'
import type { Game } from '../../../../src/core/catalogue/game'
import type { GameCatalog } from '../../../../src/core/catalogue/game-catalog.port'
import { aGame, countingCatalog, renderLobbyApp } from '../lobby/render-lobby-app'

const RECENT = 10
const lobby = Array.from({ length: 8 }, (_, i) => aGame(i + 1))

/** Recently played answers its first ask at once, then holds every later one until `answer` is called. */
function heldRecentlyPlayed(catalog: GameCatalog) {
  let asked = 0
  const waiting: Array<(games: readonly Game[]) => void> = []
  const held: GameCatalog = {
    ...catalog,
    gamesInCategory: (id, userId, providers, firstCount) => {
      if (id !== RECENT) return catalog.gamesInCategory(id, userId, providers, firstCount)
      asked += 1
      if (asked === 1) return catalog.gamesInCategory(id, userId, providers, firstCount)
      const later: TE.TaskEither<never, readonly Game[]> = () => new Promise((resolve) => waiting.push((games) => resolve(E.right(games))))
      return later
    },
  }
  return {
    catalog: held,
    asked: () => asked,
    answer: (games: readonly Game[]) => waiting.splice(0).forEach((resolve) => resolve(games)),
  }
}

const sidebar = () => within(screen.getByRole('navigation', { name: 'Games' }))

describe('recently played around a launch', () => {
  it('stays in the sidebar while a launch asks for it again, then shows the new answer', async () => {
    const before = [aGame(3, { name: 'Myth' })]
    const { catalog } = countingCatalog({ [RECENT]: before }, lobby)
    const recent = heldRecentlyPlayed(catalog)
    renderLobbyApp('/casino', { catalog: recent.catalog, signedIn: true })
    await waitFor(() => expect(sidebar().getByRole('link', { name: 'Recently Played' })).toBeTruthy(), { timeout: 5000 })

    await userEvent.click(await screen.findByRole('button', { name: 'Play Now Game 1' }))
    await screen.findByRole('dialog', { name: 'Game 1' })
    await waitFor(() => expect(recent.asked()).toBe(2))
    // The launch's answer is still on its way: the last one shows meanwhile.
    expect(sidebar().getByRole('link', { name: 'Recently Played' })).toBeTruthy()

    recent.answer([aGame(1), ...before])
    await userEvent.click(screen.getByRole('button', { name: 'Close game' }))
    await userEvent.click(sidebar().getByRole('link', { name: 'Recently Played' }))
    const grid = await screen.findByRole('list', { name: 'Recently Played' }, { timeout: 5000 })
    await waitFor(() =>
      expect(
        within(grid)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual([expect.stringContaining('Game 1'), expect.stringContaining('Myth')]),
    )
  })
})
