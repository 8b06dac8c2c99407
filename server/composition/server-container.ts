import { Container } from 'inversify'
import type { Clock } from '../../src/core/shared/clock.port'
import type { ServerConfig } from '../config'
import type { Db } from '../db/database'
import { S, type ServerRegistry } from './server-registry'
import { readAccountsConfig, type AccountsConfig } from '../accounts/accounts-config'
import { argon2PasswordHasher } from '../accounts/argon2-password-hasher.adapter'
import { dbAccessTokens } from '../accounts/db-access-tokens.adapter'
import { dbLoginThrottle } from '../accounts/db-login-throttle.adapter'
import { dbUsers } from '../accounts/db-users.adapter'
import { dbCatalogue } from '../catalogue/db-catalogue.adapter'
import { kyselyLedger } from '../ledger/kysely-ledger.adapter'
import { bindGames } from '../games/games-bindings'
import { bindPayments } from '../payments/payments-bindings'

const systemClock: Clock = { now: () => new Date() }

/** The server's composition root: the one place that binds ports to adapters. */
export function buildServerContainer(
  base: { readonly config: ServerConfig; readonly db: Db },
  overrides: Partial<ServerRegistry> = {},
): Container {
  const c = new Container({ defaultScope: 'Singleton' })
  c.bind(S.Config).toConstantValue(base.config)
  c.bind(S.Db).toConstantValue(base.db)
  c.bind(S.Clock).toConstantValue(overrides.Clock ?? systemClock)
  c.bind(S.AccountsConfig).toConstantValue(overrides.AccountsConfig ?? readAccountsConfig())
  c.bind(S.PasswordHasher).toResolvedValue(
    (cfg: AccountsConfig) => overrides.PasswordHasher ?? argon2PasswordHasher(cfg.argon2), [S.AccountsConfig])
  c.bind(S.AccessTokens).toResolvedValue(
    (db: Db, clock: Clock, cfg: AccountsConfig) => overrides.AccessTokens ?? dbAccessTokens({ db, clock, ttlMs: cfg.tokenTtlMs }),
    [S.Db, S.Clock, S.AccountsConfig])
  c.bind(S.LoginThrottle).toResolvedValue(
    (db: Db, clock: Clock, cfg: AccountsConfig) => overrides.LoginThrottle ?? dbLoginThrottle({ db, clock, limits: cfg.throttle }),
    [S.Db, S.Clock, S.AccountsConfig])
  c.bind(S.Users).toConstantValue(overrides.Users ?? dbUsers(base.db))
  c.bind(S.Catalogue).toConstantValue(overrides.Catalogue ?? dbCatalogue(base.db))
  const ledger = kyselyLedger(base.db)
  c.bind(S.Ledger).toConstantValue(ledger)
  c.bind(S.PaymentLedger).toConstantValue(overrides.PaymentLedger ?? ledger)
  c.bind(S.LedgerHistory).toConstantValue(overrides.LedgerHistory ?? ledger)
  // Tests pass fakes for ports other areas bind (the Ledger): an override replaces any binding above.
  if (overrides.Ledger !== undefined) c.rebind(S.Ledger).toConstantValue(overrides.Ledger)
  bindGames(c, base, overrides)
  bindPayments(c, base, overrides)
  return c
}

export const resolve = <K extends keyof ServerRegistry>(c: Container, key: K): ServerRegistry[K] =>
  c.get<ServerRegistry[K]>(S[key])
