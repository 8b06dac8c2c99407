import type { ColumnType, Generated } from 'kysely'

export type SupportAuthor = 'player' | 'operator'
export type ConversationStatus = 'open' | 'closed'

export interface SupportTables {
  /** One per player, created by their first message; see migration 0130. */
  support_conversations: {
    id: Generated<number>
    player_id: number
    status: Generated<ConversationStatus>
    operator_id: number | null
    claimed_at: Date | null
    closed_at: Date | null
    last_message_id: Generated<number>
    last_player_message_id: Generated<number>
    last_operator_message_id: Generated<number>
    last_message_at: Date | null
    /** The newest operator message the player has seen. */
    player_read_up_to: Generated<number>
    /** The newest player message an operator has seen. */
    operator_read_up_to: Generated<number>
    created_at: Generated<Date>
    updated_at: ColumnType<Date, Date | undefined, Date>
  }
  support_messages: {
    id: Generated<number>
    conversation_id: number
    author: SupportAuthor
    operator_id: number | null
    body: string
    created_at: Generated<Date>
  }
  support_operator_presence: {
    operator_id: number
    seen_at: Date
  }
}
