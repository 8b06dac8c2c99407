import { describe, expect, it } from 'vitest'
import { httpFavourites } from '../../../src/adapters/http/http-favourites.adapter'
import { stubFetch } from '../../fakes/stub-fetch'
import ok from './fixtures/favourite-ok.json'

describe('the HTTP favourites', () => {
  it('posts game_id and is_favorite as 1 to add', async () => {
    const { http, requests } = stubFetch({ 'POST /api/favorite-game/toggle': { status: 200, body: ok } })
    expect(await httpFavourites(http).set('cf-slots-myth', true)()).toEqual({ _tag: 'Right', right: undefined })
    expect(requests[0]?.body).toEqual({ game_id: 'cf-slots-myth', is_favorite: 1 })
    expect(requests[0]?.headers.Authorization).toBe('Bearer tkn-1')
  })

  it('posts is_favorite as 0 to remove', async () => {
    const { http, requests } = stubFetch({ 'POST /api/favorite-game/toggle': { status: 200, body: ok } })
    await httpFavourites(http).set('cf-slots-myth', false)()
    expect(requests[0]?.body).toEqual({ game_id: 'cf-slots-myth', is_favorite: 0 })
  })

  it('reports a non-200 answer as Unexpected', async () => {
    const { http } = stubFetch({ 'POST /api/favorite-game/toggle': { status: 404, body: { message: 'No such game.' } } })
    expect(await httpFavourites(http).set('nope', true)()).toEqual({
      _tag: 'Left',
      left: { _tag: 'Unexpected', status: 404, message: 'No such game.' },
    })
  })

  it("refuses an answer that is not the toggle's", async () => {
    const { http } = stubFetch({ 'POST /api/favorite-game/toggle': { status: 200, body: ['ok'] } })
    const result = await httpFavourites(http).set('cf-slots-myth', true)()
    expect(result._tag === 'Left' && result.left._tag).toBe('BadPayload')
  })
})
