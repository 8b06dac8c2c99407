import * as O from 'fp-ts/Option'
import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { ANONYMOUS_USER_ID } from '../../../src/core/auth/session'
import { favouritesOwner } from '../../../src/core/catalogue/favourites.rules'
import { anyText, missing } from '../../arbitraries/text.arbitraries'

test.prop([fc.oneof(anyText, missing)])('fetches exactly when there is a real user id', (userId) => {
  expect(O.isSome(favouritesOwner(userId))).toBe(!['', ANONYMOUS_USER_ID].includes((userId ?? '').trim()))
})

test.prop([anyText])('normalising the id is idempotent', (userId) => {
  const once = favouritesOwner(userId)
  expect(O.flatMap(favouritesOwner)(once)).toEqual(once)
})
