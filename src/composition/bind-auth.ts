import type { Container } from 'inversify'
import { httpAuthGateway } from '../adapters/http/http-auth-gateway.adapter'
import type { HttpClient } from '../adapters/http/http-client'
import type { AuthGateway } from '../core/auth/auth-gateway.port'
import type { AuthStore } from '../core/auth/auth-store'
import { makeLogin } from '../core/auth/login.use-case'
import { makeLogout } from '../core/auth/logout.use-case'
import { makeRegister } from '../core/auth/register.use-case'
import type { Logger } from '../core/shared/logger.port'
import type { Registry } from './registry'
import { T } from './tokens'

/** Sign-up, login and logout. */
export function bindAuth(c: Container, http: HttpClient, overrides: Partial<Registry>): void {
  c.bind(T.AuthGateway).toConstantValue(overrides.AuthGateway ?? httpAuthGateway(http))
  c.bind(T.Login).toResolvedValue(
    (gw: AuthGateway, store: AuthStore) => makeLogin({ auth: gw, authStore: store }),
    [T.AuthGateway, T.AuthStore],
  )
  c.bind(T.Register).toResolvedValue(
    (gw: AuthGateway, store: AuthStore) => makeRegister({ auth: gw, authStore: store }),
    [T.AuthGateway, T.AuthStore],
  )
  c.bind(T.Logout).toResolvedValue(
    (gw: AuthGateway, store: AuthStore, logger: Logger) => makeLogout({ auth: gw, authStore: store, logger }),
    [T.AuthGateway, T.AuthStore, T.Logger],
  )
}
