import * as TE from 'fp-ts/TaskEither'
import { describe, expect, it } from 'vitest'
import type { HttpClient } from '../../../src/adapters/http/http-client'
import { httpGameCatalog } from '../../../src/adapters/http/http-game-catalog.adapter'

const answering = (body: unknown): HttpClient => ({
  getJson: () => TE.right(body),
  postJson: () => TE.right(body),
  getText: () => TE.right(''),
})

describe('the HTTP game catalogue', () => {
  it('decodes a list of categories', async () => {
    const catalog = httpGameCatalog(answering([{ id: 1, name: 'Home', logo: '/images/categories/home.svg', position: 1 }]))
    expect(await catalog.categories()()).toEqual({
      _tag: 'Right',
      right: [{ id: 1, name: 'Home', logo: '/images/categories/home.svg', position: 1 }],
    })
  })

  it('turns a body of the wrong shape into a typed BadPayload, not a crash', async () => {
    const catalog = httpGameCatalog(answering([{ id: '1', name: 'Home' }]))
    const result = await catalog.categories()()
    expect(result._tag).toBe('Left')
    expect(result._tag === 'Left' && result.left._tag).toBe('BadPayload')
  })

  it('defaults a game without a favourite flag to not favourite', async () => {
    const catalog = httpGameCatalog(answering([{ id: 3, game_id: 'cf-slots-myth', name: 'Myth', thumbnail: '/images/games/myth.svg' }]))
    expect(await catalog.games()()).toEqual({
      _tag: 'Right',
      right: [{ id: 3, game_id: 'cf-slots-myth', name: 'Myth', thumbnail: '/images/games/myth.svg', favorite: false }],
    })
  })
})
