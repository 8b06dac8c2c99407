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
import type { Area, AreaWiring } from './area'
import { registryBinder } from './binder'
import type { BrowserEnv } from './browser-env'
import type { Registry, SharedKey } from './registry'
import type { AreaResolver } from './resolver'
import { T } from './tokens'

/**
 * The browser's composition root: the one place that binds ports to adapters. `overrides`
 * replace any port (tests pass fakes); use cases are always built from whatever ports are bound.
 * The shared ports are bound here, at once; each area (src/composition/areas) is bound by `use`
 * when a screen first needs it, so the first load carries no area's adapters or contracts.
 */
export function buildContainer(env: BrowserEnv, overrides: Partial<Registry> = {}): AreaResolver {
  const c = new Container({ defaultScope: 'Singleton' })
  const sessions = overrides.SessionStore ?? localStorageSessionStore(env.storage)
  const auth = overrides.AuthStore ?? createAuthStore(sessions)
  let changes = 0
  const noteChange = () => void (changes += 1)
  const http = fetchHttpClient({
    baseUrl: env.apiBaseUrl,
    token: requestToken(env.storage, () => auth.current().token),
    ...(env.fetchFn ? { fetchFn: env.fetchFn } : {}),
    onChange: noteChange,
  })
  const toasts = toastNotifier(env.alert)

  const bind = registryBinder<Registry, SharedKey>(c, T)
  bind.constant('SessionStore', sessions)
  bind.constant('AuthStore', auth)
  bind.constant('Notifier', overrides.Notifier ?? toasts.notifier)
  bind.constant('ToastsWanted', overrides.ToastsWanted ?? toasts.wanted$)
  bind.constant('Logger', overrides.Logger ?? consoleLogger(env.console))
  bind.constant('Clock', overrides.Clock ?? systemClock)
  bind.constant('KnownChanges', overrides.KnownChanges ?? { count: () => changes })
  bind.constant('PageVisible', overrides.PageVisible ?? pageVisible$())
  bind.constant('RandomSource', overrides.RandomSource ?? cryptoRandom())
  bind.constant(
    'TabOpener',
    overrides.TabOpener ?? windowTabOpener(env.open ?? ((url, target, features) => globalThis.open(url, target, features))),
  )
  bind.constant('Clipboard', overrides.Clipboard ?? navigatorClipboard(env.clipboard ?? (() => globalThis.navigator?.clipboard)))

  const wiring: AreaWiring = { http, apiBaseUrl: env.apiBaseUrl, noteChange, overrides }
  const bound = new Set<Area>()
  const use = (area: Area): void => {
    if (bound.has(area)) return
    area.needs.forEach(use)
    area.bind(c, wiring)
    bound.add(area)
  }
  return { get: <V>(token: symbol) => c.get<V>(token), use }
}

export const resolveFrom = <K extends SharedKey>(c: AreaResolver, key: K): Registry[K] => c.get<Registry[K]>(T[key])
