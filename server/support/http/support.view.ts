import type { Conversation, SupportMessage } from '../support-desk'

export const messageView = (m: SupportMessage) => ({
  id: m.id,
  author: m.author,
  text: m.text,
  sent_at: m.sentAt.toISOString(),
  read: m.read,
})

export const holderView = (c: Pick<Conversation, 'operatorId' | 'operatorName'>) =>
  c.operatorId === null ? null : { id: c.operatorId, name: c.operatorName ?? 'An operator' }
