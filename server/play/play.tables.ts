import type { Generated } from 'kysely'

/** The casino's side of game play: launched sessions, the rounds a provider reported, wallet nonces. */
export interface CasinoGamesTables {
  casino_game_sessions: {
    id: string
    user_id: number
    game_id: string
    /** SHA-256 of the wallet token the provider presents; the token itself is never stored here. */
    token_hash: string
    created_at: Generated<Date>
    expires_at: Date
    /** The player's login (access_tokens.id) that launched the game; null on sessions from before it was kept. */
    access_token_id: number | null
    /** Set when the player changed their password. */
    ended_at: Date | null
  }
  casino_game_rounds: {
    /** The provider's round id. */
    round_id: string
    session_id: string
    user_id: number
    game_id: string
    bet_cents: number
    win_cents: Generated<number>
    status: 'open' | 'won' | 'rolled_back'
    created_at: Generated<Date>
    updated_at: Generated<Date>
  }
  /** Every signed wallet request's nonce, so a captured request cannot be replayed. */
  seamless_wallet_nonces: {
    nonce: string
    seen_at: Date
  }
}
