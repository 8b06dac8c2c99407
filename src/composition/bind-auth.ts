import type { Container } from 'inversify'
import { httpAuthGateway } from '../adapters/http/http-auth-gateway.adapter'
import type { HttpClient } from '../adapters/http/http-client'
import { makeLogin } from '../core/auth/login.use-case'
import { makeLogout } from '../core/auth/logout.use-case'
import { makeSignInCode } from '../core/auth/sign-in-code.use-case'
import { makeRegister } from '../core/auth/register.use-case'
import { binder } from './binder'
import type { Registry } from './registry'

/** Sign-up, login (and its code step) and logout. */
export function bindAuth(c: Container, http: HttpClient, overrides: Partial<Registry>): void {
  const bind = binder(c)
  bind.constant('AuthGateway', overrides.AuthGateway ?? httpAuthGateway(http))
  bind.resolved('Login', ['AuthGateway', 'AuthStore'], (auth, authStore) => makeLogin({ auth, authStore }))
  bind.resolved('SignInCode', ['AuthGateway', 'AuthStore'], (auth, authStore) => makeSignInCode({ auth, authStore }))
  bind.resolved('Register', ['AuthGateway', 'AuthStore'], (auth, authStore) => makeRegister({ auth, authStore }))
  bind.resolved('Logout', ['AuthGateway', 'AuthStore', 'Logger'], (auth, authStore, logger) => makeLogout({ auth, authStore, logger }))
}
