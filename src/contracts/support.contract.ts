import * as t from 'io-ts'
import { get, post } from './endpoint'
import { cents, closed, digits, matching, Nothing, nullable, oneOf, wholeNumber } from './wire'

/**
 * Support chat (docs/product/support.md): the player's one conversation with the operators, under
 * /api/support, and the operators' side under /api/operator/support (permission `support`).
 * Message text is plain text: the browser never renders it as HTML. Times are ISO 8601 text.
 */

const NoFields = t.union([t.undefined, t.null, Nothing], 'nothing')
const MessageId = wholeNumber(0, Number.MAX_SAFE_INTEGER)
/** What a message says, checked by the core rule (src/core/support/message-text.rules.ts) with its own messages. */
const MessageBody = closed({ text: t.string })
const ReadUpTo = closed({ up_to: MessageId })
const ConversationStatus = oneOf(['open', 'closed'])
const Ticket = t.strict({ ticket: t.string, expires_in: wholeNumber(1, 3600) })
const TicketQuery = closed({ ticket: matching(/^[A-Za-z0-9_-]{1,100}$/, 'a stream ticket') })

export const SupportMessageWire = t.strict({
  id: t.number,
  author: oneOf(['player', 'operator']),
  text: t.string,
  sent_at: t.string,
  /** Seen by the other side. */
  read: t.boolean,
})

/** The player's conversation ('none' before their first message), the newest 200 messages oldest first. */
export const GetMySupportConversation = get('/support/conversation', {
  response: t.strict({
    status: oneOf(['none', 'open', 'closed']),
    messages: t.readonlyArray(SupportMessageWire),
    /** Operator messages the player has not seen. */
    unread: cents,
    operators_online: t.boolean,
    reply_within_minutes: wholeNumber(1, 1440),
  }),
})

/** The count on the mobile bar's Chat. */
export const GetMySupportUnread = get('/support/unread', { response: t.strict({ unread: cents }) })

/** The player writes (rate-limited per player); a closed conversation opens again. */
export const SendSupportMessage = post('/support/messages', { body: MessageBody, response: t.strict({ message_id: t.number }) })

/** The player has seen the operator messages up to `up_to`. */
export const MarkMySupportRead = post('/support/read', { body: ReadUpTo, response: t.strict({ unread: cents }) })

/** A one-time ticket for the player's support stream (EventSource sends no bearer token). */
export const IssueSupportStreamTicket = post('/support/stream-ticket', { body: NoFields, response: Ticket })

/** Server-sent events: `changed`, data {conversation_id}, whenever the player's conversation changed. */
export const OpenSupportStream = get('/support/stream', { query: TicketQuery, response: t.unknown })

// The operators' side.

const ConversationId = closed({ id: digits(15, 1) })

const InboxRow = t.strict({
  id: t.number,
  player: t.strict({ id: t.number, username: t.string }),
  status: ConversationStatus,
  operator: nullable(t.strict({ id: t.number, name: t.string })),
  last_message_at: nullable(t.string),
  preview: t.string,
  unread: cents,
})

export const InboxView = oneOf(['unassigned', 'mine', 'all'])

/** Newest first: open and unassigned, open and mine, or every conversation. */
export const ListSupportInbox = get('/operator/support/conversations', {
  query: closed({ view: InboxView }),
  response: t.strict({ conversations: t.readonlyArray(InboxRow), operators_online: t.boolean }),
})

/** What helps answer, beside the conversation. */
const PlayerContext = t.strict({
  id: t.number,
  name: t.string,
  username: t.string,
  email: t.string,
  locked: t.boolean,
  balances: t.strict({ bonus_cents: cents, withdrawable_cents: cents, total_cents: cents }),
  deposits: t.readonlyArray(t.strict({ id: t.string, provider: t.string, amount_cents: cents, status: t.string, created_at: t.string })),
  withdrawals: t.readonlyArray(
    t.strict({ id: t.string, method: t.string, amount_cents: cents, status: t.string, stage: t.string, created_at: t.string }),
  ),
})

export const SupportConversationDetail = t.strict({
  id: t.number,
  status: ConversationStatus,
  operator: nullable(t.strict({ id: t.number, name: t.string })),
  messages: t.readonlyArray(SupportMessageWire),
  /** Player messages no operator has seen. */
  unread: cents,
  player: PlayerContext,
})

export const GetSupportConversation = get('/operator/support/conversations/:id', {
  params: ConversationId,
  response: SupportConversationDetail,
})

/** Takes an open, unassigned conversation: when two operators claim at once, one wins and the other is told who did (409). */
export const ClaimSupportConversation = post('/operator/support/conversations/:id/claim', {
  params: ConversationId,
  body: NoFields,
  response: SupportConversationDetail,
})

/** Answers the player; an unassigned or closed conversation becomes the replier's, one held by another is refused (409). */
export const ReplySupportConversation = post('/operator/support/conversations/:id/messages', {
  params: ConversationId,
  body: MessageBody,
  response: SupportConversationDetail,
})

export const CloseSupportConversation = post('/operator/support/conversations/:id/close', {
  params: ConversationId,
  body: NoFields,
  response: SupportConversationDetail,
})

export const MarkSupportConversationRead = post('/operator/support/conversations/:id/read', {
  params: ConversationId,
  body: ReadUpTo,
  response: t.strict({ unread: cents }),
})

/** A one-time ticket for the console's support stream. */
export const IssueConsoleSupportStreamTicket = post('/operator/support/stream-ticket', { body: NoFields, response: Ticket })

/** Server-sent events: `changed`, data {conversation_id}, for every conversation. Outside /operator: it takes a ticket, not a token. */
export const OpenConsoleSupportStream = get('/support/console-stream', { query: TicketQuery, response: t.unknown })

export type SupportConversationWire = t.TypeOf<typeof SupportConversationDetail>
export type SupportInboxRowWire = t.TypeOf<typeof InboxRow>
export type SupportMessageWireType = t.TypeOf<typeof SupportMessageWire>
