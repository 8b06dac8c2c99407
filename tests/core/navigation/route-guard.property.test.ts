import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { guardRedirect, isSignedIn } from '../../../src/core/navigation/route-guard.rules'

const OPEN = ['/', '/login', '/signup', '/casino']
const PRIVATE = [
  '/dashboard',
  '/profile',
  '/transaction',
  '/wallet',
  '/affiliates',
  '/deposit/invoice/inv_1',
  '/daily-bonuses',
  '/weekly-bonuses',
  '/happy-hour-bonuses',
  '/join-bonuses',
  '/user-leveling',
  '/happyhourbonus',
  '/sidebar',
  '/header',
  '/filter',
  '/off-market',
]
const segment = fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/)

describe('route guard', () => {
  it.each(PRIVATE)('sends a visitor from %s to /login', (path) => {
    expect(guardRedirect(path, false)).toBe('/login')
  })

  it.each(OPEN)('lets a visitor stay on %s', (path) => {
    expect(guardRedirect(path, false)).toBeNull()
  })

  it.each(['/login', '/signup', '/register'])('sends a signed-in player from %s to /dashboard', (path) => {
    expect(guardRedirect(path, true)).toBe('/dashboard')
  })

  test.prop([segment])('opens every category page to visitors', (id) => {
    expect(guardRedirect(`/category/${id}`, false)).toBeNull()
  })

  test.prop([fc.array(segment, { minLength: 1, maxLength: 4 })])(
    'never redirects a signed-in player anywhere but the auth forms',
    (parts) => {
      const path = `/${parts.join('/')}`
      const target = guardRedirect(path, true)
      expect(target === null || ['/login', '/signup', '/register'].includes(path)).toBe(true)
    },
  )

  test.prop([fc.string()])('never throws and only ever answers /login, /dashboard or stay', (path) => {
    expect([null, '/login', '/dashboard']).toContain(guardRedirect(path, false))
    expect([null, '/login', '/dashboard']).toContain(guardRedirect(path, true))
  })

  test.prop([fc.constantFrom(...PRIVATE, ...OPEN), fc.constantFrom('', '?x=1', '#top', '/')])(
    'ignores query, hash and a trailing slash',
    (path, suffix) => {
      expect(guardRedirect(path + suffix, false)).toBe(guardRedirect(path, false))
    },
  )

  it('counts as signed in when the store says so or a token is stored', () => {
    expect(isSignedIn(true, null)).toBe(true)
    expect(isSignedIn(false, 'tkn')).toBe(true)
    expect(isSignedIn(false, null)).toBe(false)
    expect(isSignedIn(false, '')).toBe(false)
  })
})

describe('the operator console', () => {
  it('is outside the player guard: it signs its operators in itself, signed in as a player or not', () => {
    for (const path of ['/operator', '/operator/', '/operator/audit'])
      for (const signedIn of [true, false]) expect(guardRedirect(path, signedIn)).toBeNull()
    expect(guardRedirect('/operatorx', false)).toBe('/login')
  })
})
