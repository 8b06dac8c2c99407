import type { ChatMessage } from '../../support/chat'

export type InboxView = 'unassigned' | 'mine' | 'all'

export const INBOX_VIEWS: ReadonlyArray<readonly [InboxView, string]> = [
  ['unassigned', 'Unassigned'],
  ['mine', 'Mine'],
  ['all', 'All'],
]

export interface SupportHolder {
  readonly id: number
  readonly name: string
}

export interface InboxRow {
  readonly id: number
  readonly playerUsername: string
  readonly status: 'open' | 'closed'
  readonly holder: SupportHolder | null
  readonly lastMessageAt: string | null
  readonly preview: string
  readonly unread: number
}

export interface Inbox {
  readonly rows: readonly InboxRow[]
  readonly operatorsOnline: boolean
}

/** What helps answer: the player's balances and their last payments with their states. */
export interface SupportPlayer {
  readonly id: number
  readonly name: string
  readonly username: string
  readonly email: string
  readonly locked: boolean
  readonly balances: { readonly bonusCents: number; readonly withdrawableCents: number; readonly totalCents: number }
  readonly deposits: ReadonlyArray<{ id: string; provider: string; amountCents: number; status: string; createdAt: string }>
  readonly withdrawals: ReadonlyArray<{ id: string; method: string; amountCents: number; status: string; stage: string; createdAt: string }>
}

export interface SupportConversation {
  readonly id: number
  readonly status: 'open' | 'closed'
  readonly holder: SupportHolder | null
  readonly messages: readonly ChatMessage[]
  readonly unread: number
  readonly player: SupportPlayer
}

/** Who may act on a conversation now: anyone when nobody holds it or it is closed, else its holder. */
export const heldByAnother = (c: Pick<SupportConversation, 'holder' | 'status'>, operatorId: number): boolean =>
  c.status === 'open' && c.holder !== null && c.holder.id !== operatorId
