import type { Clock } from '../../src/core/shared/clock.port'
import type { Db } from '../db/database'
import { newClientSeed, newServerSeed, sha256Hex } from './fair-digest'

export interface ProviderSession {
  readonly id: string
  readonly gameId: string
  readonly walletToken: string
  readonly casinoOrigin: string
  readonly currency: string
}

export interface NewProviderSession extends ProviderSession {
  readonly launchTokenHash: string
  readonly launchExpiresAt: Date
  readonly expiresAt: Date
}

export interface ProviderSessions {
  /** The session and its first seed pair, so the committed hash exists before the page loads. */
  readonly create: (session: NewProviderSession) => Promise<void>
  /** Spends a launch token once, before it expires, binding the page's play token to the session. */
  readonly redeemLaunch: (launchTokenHash: string, playTokenHash: string) => Promise<ProviderSession | null>
  readonly byPlayToken: (playTokenHash: string) => Promise<ProviderSession | null>
  /** Whose page a launch token was for, used or not: an expired link's notice may be framed by it. */
  readonly casinoOriginOfLaunch: (launchTokenHash: string) => Promise<string | null>
  /** Expired ones too: a round of an ended session may still owe the casino a call. */
  readonly byId: (id: string) => Promise<ProviderSession | null>
}

type Row = { id: string; game_id: string; wallet_token: string; casino_origin: string; currency: string }
const toSession = (r: Row): ProviderSession => ({
  id: r.id,
  gameId: r.game_id,
  walletToken: r.wallet_token,
  casinoOrigin: r.casino_origin,
  currency: r.currency,
})
const COLUMNS = ['id', 'game_id', 'wallet_token', 'casino_origin', 'currency'] as const

export function dbProviderSessions(deps: { readonly db: Db; readonly clock: Clock }): ProviderSessions {
  return {
    create: async (s) => {
      const serverSeed = newServerSeed()
      await deps.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('gp_sessions')
          .values({
            id: s.id,
            game_id: s.gameId,
            wallet_token: s.walletToken,
            casino_origin: s.casinoOrigin,
            currency: s.currency,
            launch_token_hash: s.launchTokenHash,
            launch_expires_at: s.launchExpiresAt,
            launch_used_at: null,
            play_token_hash: null,
            expires_at: s.expiresAt,
          })
          .execute()
        await trx
          .insertInto('gp_seeds')
          .values({
            session_id: s.id,
            server_seed: serverSeed,
            server_seed_hash: sha256Hex(serverSeed),
            client_seed: newClientSeed(),
            revealed_at: null,
          })
          .execute()
      })
    },
    redeemLaunch: async (launchTokenHash, playTokenHash) => {
      const now = deps.clock.now()
      const row = await deps.db
        .updateTable('gp_sessions')
        .set({ launch_used_at: now, play_token_hash: playTokenHash })
        .where('launch_token_hash', '=', launchTokenHash)
        .where('launch_used_at', 'is', null)
        .where('launch_expires_at', '>', now)
        .returning(COLUMNS)
        .executeTakeFirst()
      return row === undefined ? null : toSession(row)
    },
    byPlayToken: async (playTokenHash) => {
      const row = await deps.db
        .selectFrom('gp_sessions')
        .select(COLUMNS)
        .where('play_token_hash', '=', playTokenHash)
        .where('expires_at', '>', deps.clock.now())
        .executeTakeFirst()
      return row === undefined ? null : toSession(row)
    },
    casinoOriginOfLaunch: async (launchTokenHash) => {
      const row = await deps.db
        .selectFrom('gp_sessions')
        .select('casino_origin')
        .where('launch_token_hash', '=', launchTokenHash)
        .executeTakeFirst()
      return row?.casino_origin ?? null
    },
    byId: async (id) => {
      const row = await deps.db.selectFrom('gp_sessions').select(COLUMNS).where('id', '=', id).executeTakeFirst()
      return row === undefined ? null : toSession(row)
    },
  }
}
