import * as TE from 'fp-ts/TaskEither'
import { describe, expect, it } from 'vitest'
import type { HttpClient } from '../../../src/adapters/http/http-client'
import { httpGameCatalog } from '../../../src/adapters/http/http-game-catalog.adapter'
import { stubFetch } from '../../fakes/stub-fetch'

const answering = (body: unknown): HttpClient => ({
  getJson: () => TE.right(body),
  postJson: () => TE.right(body),
  getText: () => TE.right(''),
})

describe('the HTTP game catalogue', () => {
  it('decodes a list of categories', async () => {
    const catalog = httpGameCatalog(answering([{ id: 1, name: 'Home', logo: '/images/categories/home.webp', position: 1 }]))
    expect(await catalog.categories()()).toEqual({
      _tag: 'Right',
      right: [{ id: 1, name: 'Home', logo: '/images/categories/home.webp', position: 1 }],
    })
  })

  it('turns a body of the wrong shape into a typed BadPayload, not a crash', async () => {
    const catalog = httpGameCatalog(answering([{ id: '1', name: 'Home' }]))
    const result = await catalog.categories()()
    expect(result._tag).toBe('Left')
    expect(result._tag === 'Left' && result.left._tag).toBe('BadPayload')
  })

  const MYTH = { id: 3, game_id: 'cf-slots-myth', name: 'Myth', thumbnail: '/images/games/myth.svg', provider: 'Coinfall', favorite: false }

  const myth = { id: 3, gameId: 'cf-slots-myth', name: 'Myth', thumbnail: '/images/games/myth.svg', provider: 'Coinfall', favorite: false }

  it('decodes a list of games, game_id as gameId', async () => {
    expect(await httpGameCatalog(answering([MYTH])).games()()).toEqual({ _tag: 'Right', right: [myth] })
  })

  it('refuses a game without its favourite flag (the API always sends it)', async () => {
    const { favorite: _, ...unflagged } = MYTH
    const result = await httpGameCatalog(answering([unflagged])).games()()
    expect(result._tag === 'Left' && result.left._tag).toBe('BadPayload')
  })

  it("asks for a category's games with user_id only when given one", async () => {
    const { http, requests } = stubFetch({
      'GET /api/games/category/9?user_id=42': { status: 200, body: [MYTH] },
      'GET /api/games/category/2': { status: 200, body: [] },
    })
    expect(await httpGameCatalog(http).gamesInCategory(9, '42')()).toEqual({ _tag: 'Right', right: [myth] })
    expect(await httpGameCatalog(http).gamesInCategory(2)()).toEqual({ _tag: 'Right', right: [] })
    expect(requests.map((r) => r.url)).toEqual(['/api/games/category/9?user_id=42', '/api/games/category/2'])
  })
})
