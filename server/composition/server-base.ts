import type { Clock } from '../../src/core/shared/clock.port'
import type { ServerConfig } from '../config'
import type { Db } from '../db/database'
import { kyselyLedger } from '../ledger/kysely-ledger.adapter'
import type { ServerPorts } from './server-ports'
import { defaultPromotions } from '../promotions/default-promotions'
import { dbPromotionSettings } from '../promotions/promotion-settings'

/** What the server is built from: its configuration and its database. */
export interface ServerBase {
  readonly config: ServerConfig
  readonly db: Db
}

/** Ports a test replaces; every other one is made from the configuration and the database. */
export type PortOverrides = Partial<ServerPorts>

const systemClock: Clock = { now: () => new Date() }

/** What every area shares: the configuration, the database, the clock, the ledger and the promotions the operator set. */
export function composeShared(base: ServerBase, overrides: PortOverrides) {
  const clock = overrides.Clock ?? systemClock
  const ledger = kyselyLedger(base.db, { now: () => clock.now(), joinTerms: base.config.bonuses.joinTerms })
  return {
    config: base.config,
    db: base.db,
    clock,
    ledger: overrides.Ledger ?? ledger,
    paymentLedger: overrides.PaymentLedger ?? ledger,
    history: overrides.LedgerHistory ?? ledger,
    promotions: dbPromotionSettings({ db: base.db, clock, defaults: defaultPromotions(base.config) }),
  }
}

export type Shared = ReturnType<typeof composeShared>
