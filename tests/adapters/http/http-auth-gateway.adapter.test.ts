import { describe, expect, it } from 'vitest'
import { httpAuthGateway } from '../../../src/adapters/http/http-auth-gateway.adapter'
import { stubFetch } from '../../fakes/stub-fetch'
import loginOk from './fixtures/login-ok.json'
import noToken from './fixtures/login-bad-no-token.json'
import badRoles from './fixtures/login-bad-roles.json'
import badUserId from './fixtures/login-bad-user-id.json'
import textUserId from './fixtures/login-bad-user-id-text.json'
import taken from './fixtures/validation-422.json'

const signUp = {
  name: 'Ana Lima',
  username: 'analima',
  email: 'ana@example.com',
  password: 'abc123',
  passwordConfirmation: 'abc123',
  promoCode: '',
  ref: '',
} as never
const credentials = { email: 'ana@example.com', password: 'pw' } as never

describe('the HTTP auth gateway', () => {
  it('posts the credentials to /api/login and reads a session with the user id as a string', async () => {
    const { http, requests } = stubFetch({ 'POST /api/login': { status: 200, body: loginOk } }, null)
    const result = await httpAuthGateway(http).login(credentials)()
    expect(result).toEqual({
      _tag: 'Right',
      right: { _tag: 'SignedIn', session: { token: '7f3c2a9e4b', userId: '42', roles: ['player'], permissions: ['play', 'withdraw'] } },
    })
    expect(requests[0]?.body).toEqual({ email: 'ana@example.com', password: 'pw' })
    expect(requests[0]?.headers['X-Requested-With']).toBe('XMLHttpRequest')
  })

  it('reads the code step when two-factor sign-in is on, and posts the code with its challenge', async () => {
    const challenge = 'c'.repeat(43)
    const { http, requests } = stubFetch({
      'POST /api/login': { status: 200, body: { code_needed: true, challenge } },
      'POST /api/login/code': { status: 200, body: loginOk },
    })
    expect(await httpAuthGateway(http).login(credentials)()).toEqual({ _tag: 'Right', right: { _tag: 'CodeNeeded', challenge } })
    const signedIn = await httpAuthGateway(http).loginCode(challenge, '123456')()
    expect(signedIn).toEqual({
      _tag: 'Right',
      right: { token: '7f3c2a9e4b', userId: '42', roles: ['player'], permissions: ['play', 'withdraw'] },
    })
    expect(requests[1]?.body).toEqual({ challenge, code: '123456' })
  })

  it('reads a 401 to the code step as a failed sign-in, never saying which part', async () => {
    const { http } = stubFetch({ 'POST /api/login/code': { status: 401, body: { message: 'The password or the code is not right.' } } })
    expect(await httpAuthGateway(http).loginCode('c'.repeat(43), '123456')()).toEqual({ _tag: 'Left', left: { _tag: 'SignInFailed' } })
  })

  it('reads a 401 as wrong credentials', async () => {
    const { http } = stubFetch({ 'POST /api/login': { status: 401, body: { message: 'Invalid credentials.' } } })
    expect(await httpAuthGateway(http).login(credentials)()).toEqual({ _tag: 'Left', left: { _tag: 'WrongCredentials' } })
  })

  it.each([
    ['no token', noToken],
    ['a null user id', badUserId],
    ['roles that are not a list', badRoles],
    ['a user id as text (the API sends a number)', textUserId],
  ])('refuses an answer with %s as a BadPayload', async (_, body) => {
    const { http } = stubFetch({ 'POST /api/login': { status: 200, body } })
    const result = await httpAuthGateway(http).login(credentials)()
    expect(result._tag === 'Left' && result.left._tag).toBe('BadPayload')
  })

  it('posts the sign-up form to /api/register and reads the new session', async () => {
    const { http, requests } = stubFetch({ 'POST /api/register': { status: 201, body: loginOk } })
    const result = await httpAuthGateway(http).register(signUp)()
    expect(result).toEqual({
      _tag: 'Right',
      right: { token: '7f3c2a9e4b', userId: '42', roles: ['player'], permissions: ['play', 'withdraw'] },
    })
    expect(requests[0]?.body).toEqual({
      name: 'Ana Lima',
      username: 'analima',
      email: 'ana@example.com',
      password: 'abc123',
      password_confirmation: 'abc123',
      promo_code: '',
    })
  })

  it("keeps the API's message and field errors of a refused sign-up", async () => {
    const { http } = stubFetch({ 'POST /api/register': { status: 422, body: taken } })
    expect(await httpAuthGateway(http).register(signUp)()).toEqual({
      _tag: 'Left',
      left: { _tag: 'Unexpected', status: 422, message: taken.message, errors: taken.errors },
    })
  })

  it('names a refused field as the sign-up form does: password_confirmation is passwordConfirmation', async () => {
    const mismatch = { message: 'Passwords do not match.', errors: { password_confirmation: ['Passwords do not match.'] } }
    const { http } = stubFetch({ 'POST /api/register': { status: 422, body: mismatch } })
    expect(await httpAuthGateway(http).register(signUp)()).toEqual({
      _tag: 'Left',
      left: { _tag: 'Unexpected', status: 422, message: mismatch.message, errors: { passwordConfirmation: ['Passwords do not match.'] } },
    })
  })

  it('revokes a token with its own bearer header', async () => {
    const { http, requests } = stubFetch({ 'POST /api/logout': { status: 200, body: { message: 'You have been logged out.' } } }, null)
    expect(await httpAuthGateway(http).logout('old-token')()).toEqual({ _tag: 'Right', right: undefined })
    expect(requests[0]?.headers.Authorization).toBe('Bearer old-token')
    expect(requests[0]?.body).toEqual({})
  })

  it('reports a revocation that never got an answer as Offline', async () => {
    const { http } = stubFetch({ 'POST /api/logout': 'offline' })
    expect(await httpAuthGateway(http).logout('old-token')()).toEqual({ _tag: 'Left', left: { _tag: 'Offline' } })
  })
})
