import type { Generated } from 'kysely'

/**
 * The demo game provider's own tables. A real provider keeps these in its own database; here they
 * share the casino's, under a gp_ prefix, and only server/game-provider touches them.
 */
export interface GameProviderTables {
  gp_sessions: {
    id: string
    game_id: string
    /** The casino's token for this session: the provider presents it on every wallet call. */
    wallet_token: string
    casino_origin: string
    currency: string
    launch_token_hash: string
    launch_expires_at: Date
    launch_used_at: Date | null
    play_token_hash: string | null
    expires_at: Date
    created_at: Generated<Date>
  }
  gp_seeds: {
    id: Generated<number>
    session_id: string
    server_seed: string
    server_seed_hash: string
    client_seed: string
    next_nonce: Generated<number>
    created_at: Generated<Date>
    revealed_at: Date | null
  }
  gp_rounds: {
    id: string
    session_id: string
    seed_id: number
    nonce: number
    mechanic: string
    bet_cents: number
    /** JSON: what the player chose besides the bet (Plinko's risk). */
    params: string
    /** The seed-decided part of the outcome, as text (fairFingerprint). */
    fingerprint: string
    /** JSON: the full outcome the page draws. */
    outcome: string
    win_cents: Generated<number>
    status: RoundStatus
    started_at: Date | null
    cashout_x100: number | null
    balance_after_cents: number | null
    created_at: Generated<Date>
    settled_at: Date | null
  }
}

/**
 * betting: the bet call is under way; running: a crash round in the air; win_pending: the win is
 * owed and a retry will pay it; rollback_pending: the bet's fate is unknown and a retry will
 * roll it back; settled, refused and rolled_back are final.
 */
export type RoundStatus = 'betting' | 'running' | 'win_pending' | 'rollback_pending' | 'settled' | 'refused' | 'rolled_back'
