/** One message of the player's support conversation. */
export interface ChatMessage {
  readonly id: number
  readonly author: 'player' | 'operator'
  readonly text: string
  readonly sentAt: string
  /** Seen by the other side: an operator read the player's message, or the player read the answer. */
  readonly read: boolean
}

export interface Chat {
  readonly status: 'none' | 'open' | 'closed'
  readonly messages: readonly ChatMessage[]
  /** Operator messages the player has not seen. */
  readonly unread: number
  readonly operatorsOnline: boolean
  readonly replyWithinMinutes: number
}

/** The operator messages in `next` that `previous` did not hold: what the panel announces. */
export const arrivedAnswers = (previous: Chat | null, next: Chat): readonly ChatMessage[] => {
  if (previous === null) return []
  const known = new Set(previous.messages.map((m) => m.id))
  return next.messages.filter((m) => m.author === 'operator' && !known.has(m.id))
}

/** The newest operator message, whose id marks everything up to it read. */
export const newestAnswerId = (chat: Chat): number | null => {
  for (let i = chat.messages.length - 1; i >= 0; i -= 1) if (chat.messages[i]!.author === 'operator') return chat.messages[i]!.id
  return null
}

/** The mark under a player's message. */
export const deliveryMark = (m: ChatMessage): string | null => (m.author === 'operator' ? null : m.read ? 'Read' : 'Sent')

/** What the Chat entry says to assistive technology. */
export const chatEntryLabel = (unread: number): string =>
  unread === 0 ? 'Chat with support' : `Chat with support, ${unread} unread ${unread === 1 ? 'answer' : 'answers'}`
