import * as E from 'fp-ts/Either'
import type * as TE from 'fp-ts/TaskEither'
import { sql } from 'kysely'
import type { Clock } from '../../src/core/shared/clock.port'
import { messageText } from '../../src/core/support/message-text.rules'
import type { Db } from '../db/database'
import type { AuditAction } from '../../src/core/operator/audit-actions.rules'
import type { AuditLog } from '../operator/audit-log.port'
import type { ConversationStatus, SupportAuthor } from './support.tables'

/** The newest messages a conversation is read with; older ones stay stored. */
export const MESSAGES_SHOWN = 200
const INBOX_SIZE = 100
const PREVIEW_CHARACTERS = 140

export interface SupportMessage {
  readonly id: number
  readonly author: SupportAuthor
  readonly text: string
  readonly sentAt: Date
  /** Whether the other side has seen it. */
  readonly read: boolean
}

export interface Conversation {
  readonly id: number
  readonly playerId: number
  readonly status: ConversationStatus
  readonly operatorId: number | null
  readonly operatorName: string | null
  readonly lastMessageAt: Date | null
  readonly messages: readonly SupportMessage[]
}

export interface InboxRow {
  readonly id: number
  readonly playerId: number
  readonly playerUsername: string
  readonly status: ConversationStatus
  readonly operatorId: number | null
  readonly operatorName: string | null
  readonly lastMessageAt: Date | null
  readonly preview: string
  /** Player messages no operator has seen. */
  readonly unread: number
}

export type InboxView = 'unassigned' | 'mine' | 'all'

export type SendError = { readonly _tag: 'BadText'; readonly message: string }
export type OperatorActError =
  SendError | { readonly _tag: 'ConversationNotFound' } | { readonly _tag: 'ClaimedByAnother'; readonly operatorName: string }

export interface SupportActor {
  readonly operatorId: number
  readonly address: string
}

const conversationColumns = [
  'c.id',
  'c.player_id',
  'c.status',
  'c.operator_id',
  'c.last_message_at',
  'c.player_read_up_to',
  'c.operator_read_up_to',
  'c.last_message_id',
] as const

/**
 * The support desk: players' conversations with operators. Every write locks the conversation's
 * row first, so one conversation's messages commit in the order of their ids and two operators
 * claiming it at once are taken in turn: the first claims, the second learns who did.
 */
export function supportDesk(deps: { readonly db: Db; readonly clock: Clock; readonly audit: AuditLog }) {
  const { db, clock, audit } = deps

  const readConversation = async (trx: Db, where: { playerId: number } | { id: number }, reader: SupportAuthor) => {
    let query = trx
      .selectFrom('support_conversations as c')
      .leftJoin('users as o', 'o.id', 'c.operator_id')
      .select([...conversationColumns, 'o.name as operator_name'])
    query = 'playerId' in where ? query.where('c.player_id', '=', where.playerId) : query.where('c.id', '=', where.id)
    const row = await query.executeTakeFirst()
    if (row === undefined) return null
    const rows = await trx
      .selectFrom('support_messages')
      .select(['id', 'author', 'body', 'created_at'])
      .where('conversation_id', '=', row.id)
      .orderBy('id', 'desc')
      .limit(MESSAGES_SHOWN)
      .execute()
    const seenByPlayer = row.player_read_up_to
    const seenByOperator = row.operator_read_up_to
    const conversation: Conversation = {
      id: row.id,
      playerId: row.player_id,
      status: row.status,
      operatorId: row.operator_id,
      operatorName: row.operator_name ?? null,
      lastMessageAt: row.last_message_at,
      messages: rows.reverse().map((m) => ({
        id: m.id,
        author: m.author,
        text: m.body,
        sentAt: m.created_at,
        read: m.author === 'player' ? m.id <= seenByOperator : m.id <= seenByPlayer,
      })),
    }
    return { conversation, unread: await unreadFor(trx, row.id, reader, reader === 'player' ? seenByPlayer : seenByOperator) }
  }

  const unreadFor = async (trx: Db, conversationId: number, reader: SupportAuthor, seenUpTo: number): Promise<number> => {
    const row = await trx
      .selectFrom('support_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('conversation_id', '=', conversationId)
      .where('author', '=', reader === 'player' ? 'operator' : 'player')
      .where('id', '>', seenUpTo)
      .executeTakeFirst()
    return Number(row?.n ?? 0)
  }

  /** Adds a message to a locked conversation and moves the conversation along with it. */
  const append = async (trx: Db, conversationId: number, author: SupportAuthor, operatorId: number | null, text: string) => {
    const now = clock.now()
    const message = await trx
      .insertInto('support_messages')
      .values({ conversation_id: conversationId, author, operator_id: operatorId, body: text, created_at: now })
      .returning(['id'])
      .executeTakeFirstOrThrow()
    await trx
      .updateTable('support_conversations')
      .set({
        status: 'open',
        closed_at: null,
        last_message_id: message.id,
        last_message_at: now,
        updated_at: now,
        ...(author === 'player'
          ? {
              last_player_message_id: message.id,
              // A closed conversation reopened by the player goes back to the inbox's unassigned.
              operator_id: sql<number | null>`case when status = 'closed' then null else operator_id end`,
              claimed_at: sql<Date | null>`case when status = 'closed' then null else claimed_at end`,
            }
          : // Whoever answers has read what they answered.
            { last_operator_message_id: message.id, operator_read_up_to: sql<number>`last_player_message_id` }),
      })
      .where('id', '=', conversationId)
      .execute()
    return message.id
  }

  const lockById = (trx: Db, id: number) =>
    trx
      .selectFrom('support_conversations as c')
      .leftJoin('users as o', 'o.id', 'c.operator_id')
      .select(['c.id', 'c.player_id', 'c.status', 'c.operator_id', 'o.name as operator_name'])
      .where('c.id', '=', id)
      .forUpdate('c')
      .executeTakeFirst()

  // Filed under the player, whose conversation it is.
  const record = (trx: Db, actor: SupportActor, action: AuditAction, playerId: number, after: Record<string, unknown>) =>
    audit.record(trx, {
      operatorId: actor.operatorId,
      via: 'api',
      action,
      target: { type: 'player', id: String(playerId) },
      after,
      address: actor.address,
    })

  return {
    /** The player's own conversation and how many operator messages they have not seen; null before their first message. */
    ofPlayer: async (playerId: number) => readConversation(db, { playerId }, 'player'),

    unreadOfPlayer: async (playerId: number): Promise<number> => {
      const row = await db
        .selectFrom('support_conversations')
        .select(['id', 'player_read_up_to'])
        .where('player_id', '=', playerId)
        .executeTakeFirst()
      return row === undefined ? 0 : unreadFor(db, row.id, 'player', row.player_read_up_to)
    },

    /** The player writes: their conversation is made on the first message and reopened by a message after a close. */
    playerSends:
      (playerId: number, raw: string): TE.TaskEither<SendError, { readonly messageId: number }> =>
      async () => {
        const text = messageText(raw)
        if (E.isLeft(text)) return E.left({ _tag: 'BadText', message: text.left })
        const messageId = await db.transaction().execute(async (trx) => {
          // The upsert takes the row's lock: the player's concurrent messages commit one after another.
          const conversation = await trx
            .insertInto('support_conversations')
            .values({ player_id: playerId, updated_at: clock.now() })
            .onConflict((oc) => oc.column('player_id').doUpdateSet({ updated_at: clock.now() }))
            .returning(['id'])
            .executeTakeFirstOrThrow()
          return append(trx, conversation.id, 'player', null, text.right)
        })
        return E.right({ messageId })
      },

    /** Marks the operator messages up to `upTo` as seen by the player (never past the newest, never backwards). */
    playerReads: async (playerId: number, upTo: number): Promise<void> => {
      await db
        .updateTable('support_conversations')
        .set({ player_read_up_to: sql<number>`greatest(player_read_up_to, least(${upTo}::bigint, last_operator_message_id))` })
        .where('player_id', '=', playerId)
        .where(sql<boolean>`player_read_up_to < least(${upTo}::bigint, last_operator_message_id)`)
        .execute()
    },

    inbox: async (view: InboxView, operatorId: number): Promise<readonly InboxRow[]> => {
      let query = db
        .selectFrom('support_conversations as c')
        .innerJoin('users as p', 'p.id', 'c.player_id')
        .leftJoin('users as o', 'o.id', 'c.operator_id')
        .select([
          'c.id',
          'c.player_id',
          'p.username as player_username',
          'c.status',
          'c.operator_id',
          'o.name as operator_name',
          'c.last_message_at',
          (eb) => eb.selectFrom('support_messages as m').select('m.body').where('m.id', '=', eb.ref('c.last_message_id')).as('last_body'),
          (eb) =>
            eb
              .selectFrom('support_messages as m')
              .select((inner) => inner.fn.countAll<number>().as('n'))
              .whereRef('m.conversation_id', '=', 'c.id')
              .where('m.author', '=', 'player')
              .whereRef('m.id', '>', 'c.operator_read_up_to')
              .as('unread'),
        ])
      if (view === 'unassigned') query = query.where('c.status', '=', 'open').where('c.operator_id', 'is', null)
      if (view === 'mine') query = query.where('c.status', '=', 'open').where('c.operator_id', '=', operatorId)
      const rows = await query.orderBy('c.last_message_at', 'desc').orderBy('c.id', 'desc').limit(INBOX_SIZE).execute()
      return rows.map((r) => ({
        id: r.id,
        playerId: r.player_id,
        playerUsername: r.player_username,
        status: r.status,
        operatorId: r.operator_id,
        operatorName: r.operator_name ?? null,
        lastMessageAt: r.last_message_at,
        preview: [...(r.last_body ?? '')].slice(0, PREVIEW_CHARACTERS).join(''),
        unread: Number(r.unread ?? 0),
      }))
    },

    forOperator: async (id: number) => readConversation(db, { id }, 'operator'),

    /** Takes an open, unassigned conversation; the operator who already holds it is answered yes again. */
    claim:
      (actor: SupportActor, id: number): TE.TaskEither<OperatorActError, void> =>
      () =>
        db.transaction().execute(async (trx) => {
          const row = await lockById(trx, id)
          if (row === undefined) return E.left({ _tag: 'ConversationNotFound' } as const)
          if (row.operator_id === actor.operatorId && row.status === 'open') return E.right(undefined)
          if (row.operator_id !== null && row.status === 'open') {
            return E.left({ _tag: 'ClaimedByAnother', operatorName: row.operator_name ?? 'another operator' } as const)
          }
          const now = clock.now()
          await trx
            .updateTable('support_conversations')
            .set({ operator_id: actor.operatorId, claimed_at: now, updated_at: now })
            .where('id', '=', id)
            .execute()
          await record(trx, actor, 'support.claimed', row.player_id, { conversation_id: id, operator_id: actor.operatorId })
          return E.right(undefined)
        }),

    /**
     * An operator answers: an unassigned or closed conversation becomes theirs (and open), one held
     * by another operator is refused, so two people never answer one player at cross purposes.
     */
    operatorReplies:
      (actor: SupportActor, id: number, raw: string): TE.TaskEither<OperatorActError, { readonly messageId: number }> =>
      async () => {
        const text = messageText(raw)
        if (E.isLeft(text)) return E.left({ _tag: 'BadText', message: text.left })
        return db.transaction().execute(async (trx) => {
          const row = await lockById(trx, id)
          if (row === undefined) return E.left({ _tag: 'ConversationNotFound' } as const)
          if (row.operator_id !== null && row.operator_id !== actor.operatorId && row.status === 'open') {
            return E.left({ _tag: 'ClaimedByAnother', operatorName: row.operator_name ?? 'another operator' } as const)
          }
          if (row.operator_id !== actor.operatorId || row.status !== 'open') {
            await trx
              .updateTable('support_conversations')
              .set({ operator_id: actor.operatorId, claimed_at: clock.now() })
              .where('id', '=', id)
              .execute()
          }
          return E.right({ messageId: await append(trx, id, 'operator', actor.operatorId, text.right) })
        })
      },

    /** Closes a conversation the operator holds, or nobody does; closing a closed one changes nothing. */
    close:
      (actor: SupportActor, id: number): TE.TaskEither<OperatorActError, void> =>
      () =>
        db.transaction().execute(async (trx) => {
          const row = await lockById(trx, id)
          if (row === undefined) return E.left({ _tag: 'ConversationNotFound' } as const)
          if (row.status === 'closed') return E.right(undefined)
          if (row.operator_id !== null && row.operator_id !== actor.operatorId) {
            return E.left({ _tag: 'ClaimedByAnother', operatorName: row.operator_name ?? 'another operator' } as const)
          }
          const now = clock.now()
          await trx
            .updateTable('support_conversations')
            .set({ status: 'closed', closed_at: now, operator_id: actor.operatorId, updated_at: now })
            .where('id', '=', id)
            .execute()
          await record(trx, actor, 'support.closed', row.player_id, { conversation_id: id, status: 'closed' })
          return E.right(undefined)
        }),

    operatorReads: async (id: number, upTo: number): Promise<boolean> => {
      const found = await db.selectFrom('support_conversations').select('id').where('id', '=', id).executeTakeFirst()
      if (found === undefined) return false
      await db
        .updateTable('support_conversations')
        .set({ operator_read_up_to: sql<number>`greatest(operator_read_up_to, least(${upTo}::bigint, last_player_message_id))` })
        .where('id', '=', id)
        .where(sql<boolean>`operator_read_up_to < least(${upTo}::bigint, last_player_message_id)`)
        .execute()
      return true
    },

    /** The operator's console is alive: players are told someone is online. */
    operatorSeen: async (operatorId: number): Promise<void> => {
      const now = clock.now()
      await db
        .insertInto('support_operator_presence')
        .values({ operator_id: operatorId, seen_at: now })
        .onConflict((oc) => oc.column('operator_id').doUpdateSet({ seen_at: now }))
        .execute()
    },

    /** When an operator who may answer was last heard from (null: never). */
    lastOperatorSeen: async (): Promise<Date | null> => {
      const row = await db
        .selectFrom('support_operator_presence as s')
        .innerJoin('operator_accounts as a', 'a.user_id', 's.operator_id')
        .select((eb) => eb.fn.max('s.seen_at').as('seen'))
        .where(sql<boolean>`'support' = any(a.permissions)`)
        .executeTakeFirst()
      return row?.seen == null ? null : new Date(row.seen as Date)
    },
  }
}

export type SupportDesk = ReturnType<typeof supportDesk>
