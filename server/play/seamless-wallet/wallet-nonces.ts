import type { Clock } from '../../../src/core/shared/clock.port'
import type { Db } from '../../db/database'
import { WALLET_FRESHNESS_MS } from './wallet-signature'

export interface SeamlessWalletNonces {
  /** True the first time a nonce is seen; false for a replay. Atomic across processes. */
  readonly claim: (nonce: string) => Promise<boolean>
}

// A nonce older than twice the freshness window can never come back: its timestamp is refused.
const KEEP_MS = 2 * WALLET_FRESHNESS_MS
const PRUNE_EVERY = 100

export function dbSeamlessWalletNonces(deps: { readonly db: Db; readonly clock: Clock }): SeamlessWalletNonces {
  let calls = 0
  return {
    claim: async (nonce) => {
      const now = deps.clock.now()
      if (++calls % PRUNE_EVERY === 0) {
        await deps.db
          .deleteFrom('seamless_wallet_nonces')
          .where('seen_at', '<', new Date(now.getTime() - KEEP_MS))
          .execute()
      }
      const rows = await deps.db
        .insertInto('seamless_wallet_nonces')
        .values({ nonce, seen_at: now })
        .onConflict((oc) => oc.column('nonce').doNothing())
        .returning('nonce')
        .execute()
      return rows.length === 1
    },
  }
}
