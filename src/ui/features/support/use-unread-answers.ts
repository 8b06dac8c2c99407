import * as E from 'fp-ts/Either'
import { useEffect } from 'react'
import { supportArea } from '../../../composition/areas/support.area'
import { useAuth } from '../../auth/use-auth'
import { useDependency } from '../../di/container-context'
import { useChat } from './chat-state'

/**
 * Reads the signed-in player's unread answers into the chat's state: when the layout shows, and
 * whenever the tab comes back into view, so an answer that came while they were away shows on Chat.
 * Here rather than in ChatProvider, so the support area's code loads with the layout, not the landing.
 */
export function useUnreadAnswers(): void {
  const { signedIn } = useAuth()
  const gateway = useDependency('SupportGateway', supportArea)
  const { setUnread } = useChat()

  useEffect(() => {
    if (!signedIn) return
    let live = true
    const read = () =>
      void gateway
        .unread()()
        .then((result) => {
          if (live && E.isRight(result)) setUnread(result.right)
        })
    read()
    const onVisible = () => {
      if (document.visibilityState === 'visible') read()
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      live = false
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [signedIn, gateway, setUnread])
}
