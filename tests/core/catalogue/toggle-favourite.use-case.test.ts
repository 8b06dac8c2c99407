import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import {
  favouriteNotUpdatedMessage,
  favouriteUpdatedMessage,
  makeToggleFavourite,
  type FavouriteNotUpdated,
} from '../../../src/core/catalogue/toggle-favourite.use-case'
import type { GatewayError } from '../../../src/core/shared/gateway-error'
import { fakeFavourites } from '../../fakes/fake-game-ports'

const myth = { id: 3, gameId: 'cf-slots-myth', name: 'Myth', thumbnail: '/images/games/myth.svg', favorite: false }

const setup = (error?: GatewayError) => {
  const fav = fakeFavourites(error)
  return { toggle: makeToggleFavourite({ favourites: fav.favourites }), fav }
}

/** The toast the page shows for an outcome. */
const toastOf = (result: E.Either<FavouriteNotUpdated, { favorite: boolean }>) =>
  E.isRight(result) ? favouriteUpdatedMessage(result.right) : favouriteNotUpdatedMessage(result.left)

describe('toggling a favourite', () => {
  it('asks the server to set the flipped flag', async () => {
    const { toggle, fav } = setup()
    await toggle(myth)()
    expect(fav.calls).toEqual([{ gameId: 'cf-slots-myth', favourite: true }])
  })

  it('answers the game with its heart flipped after a 200, and says it was added', async () => {
    const { toggle } = setup()
    const result = await toggle(myth)()
    expect(result).toEqual({ _tag: 'Right', right: { ...myth, favorite: true } })
    expect(toastOf(result)).toBe('Game added to favorites!')
  })

  it('says a removed favourite was removed', async () => {
    const { toggle, fav } = setup()
    const result = await toggle({ ...myth, favorite: true })()
    expect(result).toEqual({ _tag: 'Right', right: myth })
    expect(fav.calls).toEqual([{ gameId: 'cf-slots-myth', favourite: false }])
    expect(toastOf(result)).toBe('Game removed from favorites!')
  })

  it('leaves the heart alone and says the update failed on a non-200 answer', async () => {
    const { toggle } = setup({ _tag: 'Unexpected', status: 500 })
    const result = await toggle(myth)()
    expect(result).toEqual({
      _tag: 'Left',
      left: { _tag: 'FavouriteNotUpdated', error: { _tag: 'Unexpected', status: 500 } },
    })
    expect(toastOf(result)).toBe('Failed to update favorite status.')
  })

  it('treats an unreadable answer as a failed update', async () => {
    const { toggle } = setup({ _tag: 'BadPayload', detail: 'not an object' })
    expect(toastOf(await toggle(myth)())).toBe('Failed to update favorite status.')
  })

  it('says an error occurred when the request never got an answer', async () => {
    const { toggle } = setup({ _tag: 'Offline' })
    expect(toastOf(await toggle(myth)())).toBe('An error occurred while updating favorite status.')
  })
})
