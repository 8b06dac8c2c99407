import { ANONYMOUS_USER_ID } from '../auth/session'
import { PATHS } from '../navigation/paths'

/**
 * The signed-in player's invitation: the sign-up page with their account id as `ref`. The id,
 * not the username, because a player can change their username on the profile screen and a
 * link already shared must keep pointing at them. Null without a real id.
 */
export const referralLink = (origin: string, userId: string): string | null => {
  const id = userId.trim()
  if (id === '' || id === ANONYMOUS_USER_ID) return null
  return `${origin.replace(/\/+$/, '')}${PATHS.signup}?ref=${encodeURIComponent(id)}`
}
