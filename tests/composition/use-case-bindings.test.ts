import { describe, expect, it } from 'vitest'
import { buildContainer, resolveFrom } from '../../src/composition/container'
import type { Registry } from '../../src/composition/registry'

/** localStorage's contract, in memory, for a container built under Node. */
const memoryStorage = (): Storage => {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => {
      items.delete(k)
    },
    setItem: (k, v) => {
      items.set(k, String(v))
    },
  }
}

const USE_CASES = [
  'Login',
  'Register',
  'Logout',
  'LaunchGame',
  'ToggleFavourite',
  'LoadFavourites',
  'LoadProfile',
  'SaveProfile',
  'ChangePassword',
  'Deposit',
  'WatchInvoice',
  'Withdraw',
  'CopyInvoice',
  'LoadInvoice',
  'LoadCurrencies',
  'CopyPromoCode',
  'PaySandboxInvoice',
  'CopyReferralLink',
] as const satisfies ReadonlyArray<keyof Registry>

describe('the browser container', () => {
  it.each(USE_CASES)('builds the %s use case from its ports', (key) => {
    const container = buildContainer({ apiBaseUrl: '', storage: memoryStorage(), alert: () => undefined, console })
    expect(typeof resolveFrom(container, key)).toBe('function')
  })

  it('binds one Navigation, fed by the NavigationHost', () => {
    const container = buildContainer({ apiBaseUrl: '', storage: memoryStorage(), alert: () => undefined, console })
    const moves: string[] = []
    resolveFrom(container, 'NavigationHost').attach((path) => {
      moves.push(path)
    })
    resolveFrom(container, 'Navigation').go('/wallet')
    expect(moves).toEqual(['/wallet'])
  })
})
