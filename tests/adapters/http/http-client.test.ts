import { describe, expect, it } from 'vitest'
import { fetchHttpClient } from '../../../src/adapters/http/http-client'

type Call = { url: string; init: RequestInit }

const stubFetch = (respond: () => Promise<Response>) => {
  const calls: Call[] = []
  const fetchFn = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} })
    return respond()
  }) as typeof fetch
  return { fetchFn, calls }
}

const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }))

describe('the HTTP client', () => {
  it('sends the XMLHttpRequest marker and the bearer token', async () => {
    const { fetchFn, calls } = stubFetch(() => json(200, { ok: true }))
    const http = fetchHttpClient({ baseUrl: '', token: () => 'tkn', fetchFn })
    expect(await http.getJson('/api/get-profile')()).toEqual({ _tag: 'Right', right: { ok: true } })
    const headers = calls[0]?.init.headers as Record<string, string>
    expect(headers['X-Requested-With']).toBe('XMLHttpRequest')
    expect(headers.Authorization).toBe('Bearer tkn')
  })

  it('sends no Authorization header without a token, and encodes the query', async () => {
    const { fetchFn, calls } = stubFetch(() => json(200, []))
    const http = fetchHttpClient({ baseUrl: 'https://api.example', token: () => null, fetchFn })
    await http.getJson('/api/games/category/9', { user_id: 'u 1' })()
    expect(calls[0]?.url).toBe('https://api.example/api/games/category/9?user_id=u+1')
    expect((calls[0]?.init.headers as Record<string, string>).Authorization).toBeUndefined()
  })

  it('posts JSON', async () => {
    const { fetchFn, calls } = stubFetch(() => json(200, { token: 't' }))
    const http = fetchHttpClient({ baseUrl: '', token: () => null, fetchFn })
    await http.postJson('/api/login', { email: 'ana', password: 'pw' })()
    expect(calls[0]?.init.method).toBe('POST')
    expect(calls[0]?.init.body).toBe('{"email":"ana","password":"pw"}')
    expect((calls[0]?.init.headers as Record<string, string>)['Content-Type']).toBe('application/json')
  })

  it('tells of each change as it is sent, before its answer, and of no read', async () => {
    const told: number[] = []
    const { fetchFn, calls } = stubFetch(() => json(200, {}))
    const http = fetchHttpClient({ baseUrl: '', token: () => null, fetchFn, onChange: () => told.push(calls.length) })
    await http.getJson('/api/profile')()
    const change = http.postJson('/api/profile', { city: 'Recife' })
    expect(told).toEqual([])
    await change()
    await http.getText('/api/limits')()
    expect(told).toEqual([1])
  })

  it('turns a network failure into Offline', async () => {
    const { fetchFn } = stubFetch(() => Promise.reject(new TypeError('Failed to fetch')))
    const http = fetchHttpClient({ baseUrl: '', token: () => null, fetchFn })
    expect(await http.getJson('/api/games')()).toEqual({ _tag: 'Left', left: { _tag: 'Offline' } })
  })

  it('turns a non-2xx answer into Unexpected with the API message and field errors', async () => {
    const { fetchFn } = stubFetch(() =>
      json(422, { message: 'The username has already been taken.', errors: { username: ['The username has already been taken.'] } }),
    )
    const http = fetchHttpClient({ baseUrl: '', token: () => null, fetchFn })
    expect(await http.postJson('/api/register', {})()).toEqual({
      _tag: 'Left',
      left: {
        _tag: 'Unexpected',
        status: 422,
        message: 'The username has already been taken.',
        errors: { username: ['The username has already been taken.'] },
      },
    })
  })

  it('keeps a non-JSON error answer as a bare Unexpected', async () => {
    const { fetchFn } = stubFetch(() => Promise.resolve(new Response('<html>bad gateway</html>', { status: 502 })))
    const http = fetchHttpClient({ baseUrl: '', token: () => null, fetchFn })
    expect(await http.getJson('/api/games')()).toEqual({ _tag: 'Left', left: { _tag: 'Unexpected', status: 502 } })
  })

  it('turns a 2xx body that is not JSON into BadPayload', async () => {
    const { fetchFn } = stubFetch(() => Promise.resolve(new Response('not json', { status: 200 })))
    const http = fetchHttpClient({ baseUrl: '', token: () => null, fetchFn })
    expect(await http.getJson('/api/games')()).toEqual({ _tag: 'Left', left: { _tag: 'BadPayload', detail: 'response is not JSON' } })
  })
})
