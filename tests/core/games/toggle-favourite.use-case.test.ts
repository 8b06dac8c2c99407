import { describe, expect, it } from 'vitest'
import { makeToggleFavourite } from '../../../src/core/games/toggle-favourite.use-case'
import type { GatewayError } from '../../../src/core/shared/gateway-error'
import { fakeFavourites } from '../../fakes/fake-game-ports'
import { recordingNotifier } from '../../fakes/recording-notifier'

const myth = { id: 3, gameId: 'cf-slots-myth', name: 'Myth', thumbnail: '/images/games/myth.svg', favorite: false }

const setup = (error?: GatewayError) => {
  const fav = fakeFavourites(error)
  const note = recordingNotifier()
  return { toggle: makeToggleFavourite({ favourites: fav.favourites, notifier: note.notifier }), fav, note }
}

describe('toggling a favourite', () => {
  it('asks the server to set the flipped flag', async () => {
    const { toggle, fav } = setup()
    await toggle(myth)()
    expect(fav.calls).toEqual([{ gameId: 'cf-slots-myth', favourite: true }])
  })

  it('answers the game with its heart flipped after a 200, and says it was added', async () => {
    const { toggle, note } = setup()
    expect(await toggle(myth)()).toEqual({ _tag: 'Right', right: { ...myth, favorite: true } })
    expect(note.notices).toEqual([{ kind: 'success', message: 'Game added to favorites!' }])
  })

  it('says a removed favourite was removed', async () => {
    const { toggle, note, fav } = setup()
    expect(await toggle({ ...myth, favorite: true })()).toEqual({ _tag: 'Right', right: myth })
    expect(fav.calls).toEqual([{ gameId: 'cf-slots-myth', favourite: false }])
    expect(note.notices).toEqual([{ kind: 'success', message: 'Game removed from favorites!' }])
  })

  it('leaves the heart alone and says the update failed on a non-200 answer', async () => {
    const { toggle, note } = setup({ _tag: 'Unexpected', status: 500 })
    expect(await toggle(myth)()).toEqual({
      _tag: 'Left',
      left: { _tag: 'FavouriteNotUpdated', error: { _tag: 'Unexpected', status: 500 } },
    })
    expect(note.notices).toEqual([{ kind: 'error', message: 'Failed to update favorite status.' }])
  })

  it('treats an unreadable answer as a failed update', async () => {
    const { toggle, note } = setup({ _tag: 'BadPayload', detail: 'not an object' })
    await toggle(myth)()
    expect(note.notices).toEqual([{ kind: 'error', message: 'Failed to update favorite status.' }])
  })

  it('says an error occurred when the request never got an answer', async () => {
    const { toggle, note } = setup({ _tag: 'Offline' })
    await toggle(myth)()
    expect(note.notices).toEqual([{ kind: 'error', message: 'An error occurred while updating favorite status.' }])
  })
})
