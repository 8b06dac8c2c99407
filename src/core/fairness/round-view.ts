import type { FairMechanic } from './round'

/**
 * A round as the game provider sends it to its page, with what the verify view needs to
 * recompute it: one shape for the provider that writes it and the page that reads it.
 */
export interface RoundView {
  readonly id: string
  readonly mechanic: FairMechanic
  readonly betCents: number
  readonly winCents: number
  /** running: a crash round in the air; paying / refunding: a wallet call is being retried. */
  readonly status: 'betting' | 'running' | 'paying' | 'refunding' | 'settled' | 'rolled_back'
  readonly nonce: number
  readonly clientSeed: string
  readonly serverSeedHash: string
  /** Only once the seed pair is rotated out: revealing it earlier would reveal future rounds. */
  readonly serverSeed: string | null
  readonly params: Record<string, unknown>
  /** Null while a crash round runs: its crash point is the secret the round is about. */
  readonly fingerprint: string | null
  readonly outcome: unknown
  readonly cashoutX100: number | null
  readonly createdAt: string
}
