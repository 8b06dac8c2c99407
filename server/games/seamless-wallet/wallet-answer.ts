/** Why the casino refuses a wallet call; the provider acts on the code, a person reads the message. */
export type WalletRefusalCode =
  'SESSION_NOT_FOUND' | 'SESSION_EXPIRED' | 'INSUFFICIENT_FUNDS' | 'ROUND_NOT_FOUND' | 'ROUND_CLOSED' | 'AMOUNT_MISMATCH'

export type WalletAnswer =
  | { readonly ok: true; readonly balanceCents: number; readonly replayed: boolean }
  | { readonly ok: false; readonly code: WalletRefusalCode }

export const refuse = (code: WalletRefusalCode): WalletAnswer => ({ ok: false, code })

export const REFUSAL_MESSAGES: Readonly<Record<WalletRefusalCode, string>> = {
  SESSION_NOT_FOUND: 'No game session has this token.',
  SESSION_EXPIRED: 'The game session has expired.',
  INSUFFICIENT_FUNDS: 'Insufficient balance.',
  ROUND_NOT_FOUND: 'No such round in this session.',
  ROUND_CLOSED: 'The round is already settled or rolled back.',
  AMOUNT_MISMATCH: 'This round was already booked with another amount.',
}

/**
 * Ledger idempotency keys of a provider round: a retried call books nothing twice. The provider's
 * round ids are UUIDs; the prefix keeps them apart from every other kind of movement.
 */
export const roundKeys = (roundId: string) => ({
  bet: `game:${roundId}:bet`,
  win: `game:${roundId}:win`,
  rollback: `game:${roundId}:rollback`,
})
