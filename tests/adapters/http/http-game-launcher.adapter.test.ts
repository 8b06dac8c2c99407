import { describe, expect, it } from 'vitest'
import { httpGameLauncher } from '../../../src/adapters/http/http-game-launcher.adapter'
import { stubFetch } from '../../fakes/stub-fetch'
import scriptUrl from './fixtures/launch-bad-script-url.json'
import badShape from './fixtures/launch-bad-shape.json'
import ok from './fixtures/launch-ok.json'
import refused from './fixtures/launch-refused.json'

const launchWith = async (body: unknown) => {
  const { http, requests } = stubFetch({ 'POST /api/game/launchgame': { status: 200, body } })
  return { result: await httpGameLauncher(http).launch({ gameId: 'cf-slots-myth', userId: '42' })(), requests }
}

describe('the HTTP game launcher', () => {
  it('posts gameId and userId and reads the session URL', async () => {
    const { result, requests } = await launchWith(ok)
    expect(result).toEqual({ _tag: 'Right', right: { _tag: 'SessionOpened', sessionUrl: ok.SessionUrl } })
    expect(requests[0]?.body).toEqual({ gameId: 'cf-slots-myth', userId: '42' })
  })

  it("reads the provider's error", async () => {
    expect((await launchWith(refused)).result).toEqual({
      _tag: 'Right',
      right: { _tag: 'LaunchRefused', error: 'Game is under maintenance' },
    })
  })

  it.each([
    ['a javascript: URL', scriptUrl],
    ['neither field', badShape],
  ])('refuses %s as a BadPayload', async (_, body) => {
    const { result } = await launchWith(body)
    expect(result._tag === 'Left' && result.left._tag).toBe('BadPayload')
  })
})
