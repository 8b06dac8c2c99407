import { Container } from 'inversify'
import { cryptoRandom } from '../adapters/browser/crypto-random.adapter'
import { navigatorClipboard } from '../adapters/browser/navigator-clipboard.adapter'
import { pageVisible$ } from '../adapters/browser/page-visibility.adapter'
import { systemClock } from '../adapters/browser/system-clock.adapter'
import { windowTabOpener } from '../adapters/browser/window-tab-opener.adapter'
import { fetchHttpClient } from '../adapters/http/http-client'
import { consoleLogger } from '../adapters/logging/console-logger.adapter'
import { toastNotifier } from '../adapters/notifier/toast-notifier.adapter'
import { localStorageSessionStore, requestToken } from '../adapters/storage/local-storage-session-store.adapter'
import { createAuthStore } from '../core/auth/auth-store'
import { bindAccount } from './bind-account'
import { bindAuth } from './bind-auth'
import { bindBonuses } from './bind-bonuses'
import { bindVipAndReferrals } from './bind-vip-and-referrals'
import { bindSaferPlay } from './bind-safer-play'
import { bindCatalogue } from './bind-catalogue'
import { bindPlay } from './bind-play'
import { bindBalances } from './bind-balances'
import { bindPayments } from './bind-payments'
import { bindSupport } from './bind-support'
import { binder } from './binder'
import type { BrowserEnv } from './browser-env'
import type { Registry } from './registry'
import { T } from './tokens'

/**
 * The browser's composition root: the one place that binds ports to adapters. `overrides`
 * replace any port (tests pass fakes); use cases are always built from whatever ports are bound.
 * Shared ports are bound here; each area binds its own in bind-<area>.ts.
 */
export function buildContainer(env: BrowserEnv, overrides: Partial<Registry> = {}): Container {
  const c = new Container({ defaultScope: 'Singleton' })
  const sessions = overrides.SessionStore ?? localStorageSessionStore(env.storage)
  const auth = overrides.AuthStore ?? createAuthStore(sessions)
  const http = fetchHttpClient({
    baseUrl: env.apiBaseUrl,
    token: requestToken(env.storage, () => auth.current().token),
    ...(env.fetchFn ? { fetchFn: env.fetchFn } : {}),
  })
  const toasts = toastNotifier(env.alert)

  const bind = binder(c)
  bind.constant('SessionStore', sessions)
  bind.constant('AuthStore', auth)
  bind.constant('Notifier', overrides.Notifier ?? toasts.notifier)
  bind.constant('ToastsWanted', overrides.ToastsWanted ?? toasts.wanted$)
  bind.constant('Logger', overrides.Logger ?? consoleLogger(env.console))
  bind.constant('Clock', overrides.Clock ?? systemClock)
  bind.constant('PageVisible', overrides.PageVisible ?? pageVisible$())
  bind.constant('RandomSource', overrides.RandomSource ?? cryptoRandom())
  bind.constant(
    'TabOpener',
    overrides.TabOpener ?? windowTabOpener(env.open ?? ((url, target, features) => globalThis.open(url, target, features))),
  )
  bind.constant('Clipboard', overrides.Clipboard ?? navigatorClipboard(env.clipboard ?? (() => globalThis.navigator?.clipboard)))

  bindAuth(c, http, overrides)
  bindCatalogue(c, http, overrides)
  bindPlay(c, http, overrides)
  bindAccount(c, http, overrides)
  bindBalances(c, http, env.apiBaseUrl, overrides)
  bindPayments(c, http, overrides)
  bindBonuses(c, http, overrides)
  bindVipAndReferrals(c, http, overrides)
  bindSaferPlay(c, http, overrides)
  bindSupport(c, http, env.apiBaseUrl, overrides)
  return c
}

export const resolveFrom = <K extends keyof Registry>(c: Container, key: K): Registry[K] => c.get<Registry[K]>(T[key])
