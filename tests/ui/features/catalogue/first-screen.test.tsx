import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as TE from 'fp-ts/TaskEither'
import { describe, expect, it } from 'vitest'
import type { GameCatalog } from '../../../../src/core/catalogue/game-catalog.port'
import { catalogCache, listingKey } from '../../../../src/ui/features/catalogue/catalog-cache'
import { ANONYMOUS_USER_ID } from '../../../../src/core/auth/session'
import type { Game } from '../../../../src/core/catalogue/game'
import { aGame, countingCatalog, renderLobbyApp } from '../lobby/render-lobby-app'

const many = (from: number, count: number, prefix: string) =>
  Array.from({ length: count }, (_, i) => aGame(from + i, { name: `${prefix} ${i + 1}` }))
const slots = many(1, 30, 'Slot')
const crash = many(100, 40, 'Crash')

/** An answer that never comes: the whole list of a long listing still on its way. */
const never =
  <A,>(): TE.TaskEither<never, A> =>
  () =>
    new Promise(() => undefined)

/** The catalogue, but the whole lists (not their first screens) never arrive. */
const wholeListsStuck = (catalog: GameCatalog): GameCatalog => ({
  ...catalog,
  games: (providers, first) => (first === undefined ? never() : catalog.games(providers, first)),
  gamesInCategory: (id, userId, providers, first) =>
    first === undefined && id === 2 ? never() : catalog.gamesInCategory(id, userId, providers, first),
})

describe("a long listing's first screen", () => {
  it('paints the lobby from the first 24 games while the whole catalogue is still on its way', async () => {
    const { catalog, calls } = countingCatalog({}, slots)
    renderLobbyApp('/casino', { catalog: wholeListsStuck(catalog) })
    const grid = await screen.findByRole('list', { name: 'All Games' }, { timeout: 5000 })
    await waitFor(() => expect(within(grid).getAllByRole('listitem')).toHaveLength(24))
    expect(within(grid).getByRole('button', { name: 'Play Now Slot 1' })).toBeTruthy()
    expect(calls).toContain('games first 24')
  })

  it('is fetched ahead for each sidebar category once the page is idle: a switch paints from memory', async () => {
    const { catalog, calls } = countingCatalog({ 8: slots, 2: crash })
    renderLobbyApp('/category/8', { catalog: wholeListsStuck(catalog) })
    await screen.findByRole('button', { name: 'Play Now Slot 1' }, { timeout: 5000 })
    await waitFor(() => expect(calls).toContain('gamesInCategory 2 first 24'), { timeout: 5000 })
    const sidebar = screen.getByRole('navigation', { name: 'Games' })
    await userEvent.click(within(sidebar).getByRole('link', { name: 'Crash Games' }))
    // The whole Crash Games list never came: these are the first screen fetched ahead.
    expect(await screen.findByRole('button', { name: 'Play Now Crash 1' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Play Now Crash 25' })).toBeNull()
    expect(calls.filter((c) => c === 'gamesInCategory 2 first 24')).toHaveLength(1)
  })

  it("keeps the first screen's games when the whole list comes, so the cards drawn are not drawn again", async () => {
    const { catalog } = countingCatalog({ 8: slots })
    // Each answer decoded afresh, as over HTTP: equal games, new objects.
    const decoding: GameCatalog = {
      ...catalog,
      gamesInCategory: (...args) => TE.map((games: readonly Game[]) => games.map((g) => ({ ...g })))(catalog.gamesInCategory(...args)),
    }
    renderLobbyApp('/category/8', { catalog: decoding })
    await screen.findByText('Showing 24 of 30 games', {}, { timeout: 5000 })
    const { listings } = catalogCache(decoding)
    const key = listingKey.category(8, ANONYMOUS_USER_ID, [])
    const first = listings.peek(listingKey.firstScreen(key))!
    const whole = listings.peek(key)!
    expect(first).toHaveLength(24)
    expect(whole).toHaveLength(30)
    first.forEach((game, i) => expect(whole[i]).toBe(game))
  })
})
