import * as O from 'fp-ts/Option'
import { describe, expect, it } from 'vitest'
import { ANONYMOUS_USER_ID } from '../../../src/core/auth/session'
import { favouritesOwner } from '../../../src/core/catalogue/favourites.rules'

describe('favourites fetch', () => {
  it.each([undefined, null, '', '  '])('is skipped without a user id (%j)', (userId) => {
    expect(favouritesOwner(userId)).toEqual(O.none)
  })

  it('is skipped for the placeholder id storage falls back to', () => {
    expect(favouritesOwner(ANONYMOUS_USER_ID)).toEqual(O.none)
  })

  it('is made for the user id, trimmed', () => {
    expect(favouritesOwner(' u-1 ')).toEqual(O.some('u-1'))
  })
})
