import { createContext, useContext } from 'react'

export interface ChatState {
  readonly open: boolean
  readonly unread: number
  readonly openChat: () => void
  readonly closeChat: () => void
  readonly setUnread: (unread: number) => void
}

/** Held by ChatProvider (chat-launcher.tsx); apart from it so the lazily loaded panel can read it. */
export const ChatContext = createContext<ChatState | null>(null)

export function useChat(): ChatState {
  const state = useContext(ChatContext)
  if (state === null) throw new Error('useChat was called outside <ChatProvider>')
  return state
}
