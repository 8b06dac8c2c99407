import { Activity, startTransition, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useAuth } from '../../auth/use-auth'
import { savingData, whenIdle } from '../../hooks/when-idle'
import { lazyPage } from '../../routing/lazy-page'
import { ChatActionsContext, ChatUnreadContext } from './chat-state'

/**
 * The panel's code is its own chunk: the landing's first load carries none of it. A signed-in
 * player's page fetches it once idle (unless the browser asks to save data), then draws the panel
 * hidden (React's Activity: nothing of it runs, no request, no focus, until it shows), so the first
 * tap on Chat only shows it: the tap drew the whole panel before (issue 27).
 */
const ChatPanel = lazyPage(() => import('./chat-panel'), 'ChatPanel')

/**
 * Whether the support chat is open, and the player's unread answers (read by the mobile bar's
 * Chat, which shows them: use-unread-answers.ts). The panel renders over the page, which keeps
 * running underneath.
 */
export function ChatProvider({ children }: { children: ReactNode }) {
  const { signedIn, state } = useAuth()
  const [open, setOpen] = useState(false)
  const [drawnAhead, setDrawnAhead] = useState(false)
  const [unread, setUnread] = useState(0)
  const opener = useRef<HTMLElement | null>(null)

  useEffect(() => {
    if (!signedIn) setUnread(0)
  }, [signedIn])
  useEffect(() => {
    if (!signedIn || savingData()) return undefined
    return whenIdle(() =>
      ChatPanel.preload().then(
        () => startTransition(() => setDrawnAhead(true)),
        () => undefined,
      ),
    )
  }, [signedIn])

  const openChat = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    setOpen(true)
  }, [])
  const closeChat = useCallback(() => {
    setOpen(false)
    // Focus goes back to whatever opened the panel.
    opener.current?.focus()
  }, [])
  const actions = useMemo(() => ({ openChat, closeChat, setUnread }), [openChat, closeChat])
  return (
    <ChatActionsContext.Provider value={actions}>
      <ChatUnreadContext.Provider value={unread}>
        {children}
        {(open || (drawnAhead && signedIn)) && (
          // One player's conversation is never kept for the next.
          <Activity key={state.userId} mode={open ? 'visible' : 'hidden'}>
            <Suspense fallback={null}>
              <ChatPanel />
            </Suspense>
          </Activity>
        )}
      </ChatUnreadContext.Provider>
    </ChatActionsContext.Provider>
  )
}
