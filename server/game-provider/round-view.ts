import type { FairMechanic } from '../../src/core/fairness/round'
import type { RoundRow } from './provider-rounds'
import type { SeedPair } from './provider-seeds'
import type { RoundView } from '../../src/core/fairness/round-view'

const STATUS = {
  betting: 'betting',
  running: 'running',
  win_pending: 'paying',
  rollback_pending: 'refunding',
  settled: 'settled',
  refused: 'rolled_back',
  rolled_back: 'rolled_back',
} as const

export const roundView = (round: RoundRow, seed: SeedPair): RoundView => {
  const hidden = round.status === 'running' || round.status === 'betting'
  return {
    id: round.id,
    mechanic: round.mechanic as FairMechanic,
    betCents: round.bet_cents,
    winCents: round.win_cents,
    status: STATUS[round.status],
    nonce: round.nonce,
    clientSeed: seed.clientSeed,
    serverSeedHash: seed.serverSeedHash,
    serverSeed: seed.revealed ? seed.serverSeed : null,
    params: JSON.parse(round.params) as Record<string, unknown>,
    fingerprint: hidden ? null : round.fingerprint,
    outcome: hidden ? null : (JSON.parse(round.outcome) as unknown),
    cashoutX100: round.cashout_x100,
    createdAt: round.created_at.toISOString(),
  }
}

/** The seed pair in play, as the page shows it before the next round. */
export const fairnessView = (seed: SeedPair) => ({
  serverSeedHash: seed.serverSeedHash,
  clientSeed: seed.clientSeed,
  nextNonce: seed.nextNonce,
})
