import { httpAuthGateway } from '../../adapters/http/http-auth-gateway.adapter'
import { makeLogin } from '../../core/auth/login.use-case'
import { makeLogout } from '../../core/auth/logout.use-case'
import { makeRegister } from '../../core/auth/register.use-case'
import { makeSignInCode } from '../../core/auth/sign-in-code.use-case'
import { area } from '../area'

/** Sign-up, login (and its code step) and logout. */
export const authArea = area({
  name: 'auth',
  keys: ['AuthGateway', 'Login', 'SignInCode', 'Register', 'Logout'],
  bind: (bind, { http, overrides }) => {
    bind.constant('AuthGateway', overrides.AuthGateway ?? httpAuthGateway(http))
    bind.resolved('Login', ['AuthGateway', 'AuthStore'], (auth, authStore) => makeLogin({ auth, authStore }))
    bind.resolved('SignInCode', ['AuthGateway', 'AuthStore'], (auth, authStore) => makeSignInCode({ auth, authStore }))
    bind.resolved('Register', ['AuthGateway', 'AuthStore'], (auth, authStore) => makeRegister({ auth, authStore }))
    bind.resolved('Logout', ['AuthGateway', 'AuthStore', 'Logger'], (auth, authStore, logger) => makeLogout({ auth, authStore, logger }))
  },
})
