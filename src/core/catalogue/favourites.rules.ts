import * as O from 'fp-ts/Option'
import { ANONYMOUS_USER_ID } from '../auth/session'

/**
 * Whose favourites to fetch: None (skip the fetch) without a user id. Blank counts as none, and
 * so does the storage placeholder, which names no player.
 */
export const favouritesOwner = (userId: string | null | undefined): O.Option<string> => {
  const id = (userId ?? '').trim()
  return id === '' || id === ANONYMOUS_USER_ID ? O.none : O.some(id)
}
