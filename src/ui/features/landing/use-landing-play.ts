import * as E from 'fp-ts/Either'
import { useCallback } from 'react'
import { useNavigate } from '../../routing/navigate'
import { canPlay } from '../../../core/play/play.rules'
import { PATHS } from '../../../core/navigation/paths'
import { useAuth } from '../../auth/use-auth'
import { useDependency } from '../../di/container-context'

/**
 * Play Now on a landing card (docs/product/rules.md#play-now): signed out, the alert and nothing
 * else. Signed in, the player goes to the casino page, where games launch (the landing has no game
 * overlay of its own).
 */
export function useLandingPlay() {
  const { signedIn } = useAuth()
  const notifier = useDependency('Notifier')
  const navigate = useNavigate()
  return useCallback(() => {
    const allowed = canPlay(signedIn)
    if (E.isLeft(allowed)) notifier.alert(allowed.left)
    else navigate(PATHS.casino)
  }, [signedIn, notifier, navigate])
}
