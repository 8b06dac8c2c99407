import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as TE from 'fp-ts/TaskEither'
import { describe, expect, it } from 'vitest'
import { gamesNamed, renderLanding } from './render-landing'

const grid = () => screen.getByRole('list', { name: 'Popular Games' })

describe('the landing page’s Popular Games', () => {
  it('shows the first 12 games the catalogue returns, in order', async () => {
    await renderLanding(TE.right(gamesNamed(20)))
    await waitFor(() => expect(within(grid()).getAllByRole('listitem')).toHaveLength(12))
    const names = within(grid())
      .getAllByRole('button', { name: /^Play Now / })
      .map((b) => b.getAttribute('aria-label')?.replace('Play Now ', ''))
    expect(names).toEqual(gamesNamed(12).map((g) => g.name))
  })

  it('only logs a failure, with the specification’s text, and stays empty', async () => {
    const { logs, notices } = await renderLanding(TE.left({ _tag: 'Offline' }))
    await waitFor(() => expect(logs.errors.map((e) => e.message)).toEqual(['Error fetching games']))
    expect(within(grid()).queryAllByRole('listitem')).toHaveLength(0)
    expect(notices).toEqual([])
  })

  it('signed out, Play Now alerts and does not leave the page', async () => {
    const { notices, location } = await renderLanding(TE.right(gamesNamed(3)))
    await userEvent.click(await screen.findByRole('button', { name: 'Play Now Game 2' }))
    expect(notices).toEqual([{ kind: 'alert', message: 'Please log in to play the game.' }])
    expect(location.history).toEqual(['/'])
  })

  it('signed in, Play Now goes on to the casino', async () => {
    localStorage.setItem('authToken', 'tkn')
    const { notices, location } = await renderLanding(TE.right(gamesNamed(3)))
    await userEvent.click(await screen.findByRole('button', { name: 'Play Now Game 2' }))
    expect(notices).toEqual([])
    expect(location.history?.at(-1)).toBe('/casino')
  })

  it('flips a heart on this page only, starting from the catalogue’s flag', async () => {
    const games = gamesNamed(2).map((g, i) => ({ ...g, favorite: i === 1 }))
    await renderLanding(TE.right(games))
    const first = await screen.findByRole('button', { name: 'Favourite Game 1' })
    const second = screen.getByRole('button', { name: 'Favourite Game 2' })
    expect([first.getAttribute('aria-pressed'), second.getAttribute('aria-pressed')]).toEqual(['false', 'true'])
    await userEvent.click(first)
    await userEvent.click(second)
    expect([first.getAttribute('aria-pressed'), second.getAttribute('aria-pressed')]).toEqual(['true', 'false'])
  })
})
