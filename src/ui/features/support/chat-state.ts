import { createContext, useContext } from 'react'

/** What opens and closes the chat, and records the unread answers: the same functions for the page's life. */
export interface ChatActions {
  readonly openChat: () => void
  readonly closeChat: () => void
  readonly setUnread: (unread: number) => void
}

// Held by ChatProvider (chat-launcher.tsx); apart from it so the lazily loaded panel can read them.
// Two contexts: opening the chat renders none of the page, and an answer only what shows the
// count. With one, the footer (which only opens the chat) rendered again with all its links
// inside the tap that opened the panel.
export const ChatActionsContext = createContext<ChatActions | null>(null)
export const ChatUnreadContext = createContext(0)

export function useChat(): ChatActions {
  const actions = useContext(ChatActionsContext)
  if (actions === null) throw new Error('useChat was called outside <ChatProvider>')
  return actions
}

/** The player's unread answers from support. */
export const useChatUnread = (): number => useContext(ChatUnreadContext)
