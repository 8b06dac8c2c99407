import { BehaviorSubject, Subject } from 'rxjs'
import { describe, expect, it } from 'vitest'
import type { BalanceEvent } from '../../src/core/balances/balance-stream.port'
import type { KnownChanges } from '../../src/core/shared/known-changes.port'
import type { Area } from '../../src/composition/area'
import { accountArea } from '../../src/composition/areas/account.area'
import { authArea } from '../../src/composition/areas/auth.area'
import { balancesArea } from '../../src/composition/areas/balances.area'
import { bonusesArea } from '../../src/composition/areas/bonuses.area'
import { catalogueArea } from '../../src/composition/areas/catalogue.area'
import { paymentsArea } from '../../src/composition/areas/payments.area'
import { playArea } from '../../src/composition/areas/play.area'
import { searchArea } from '../../src/composition/areas/search.area'
import { saferPlayArea } from '../../src/composition/areas/safer-play.area'
import { supportArea } from '../../src/composition/areas/support.area'
import { vipAndReferralsArea } from '../../src/composition/areas/vip-and-referrals.area'
import { buildContainer } from '../../src/composition/container'
import type { Registry, SharedKey } from '../../src/composition/registry'
import { T } from '../../src/composition/tokens'
import { memoryStorage } from '../fakes/memory-storage'
import { memorySessionStore } from '../fakes/memory-session-store'
import { SESSION } from '../fakes/fake-auth-gateway'

/** The container main.tsx builds: no overrides, so every binding is the production one. */
const productionContainer = () => buildContainer({ apiBaseUrl: '', storage: memoryStorage(), alert: () => undefined, console })

const AREAS: ReadonlyArray<Area> = [
  accountArea,
  authArea,
  balancesArea,
  bonusesArea,
  catalogueArea,
  paymentsArea,
  playArea,
  saferPlayArea,
  searchArea,
  supportArea,
  vipAndReferralsArea,
]

// Every key of the registry, read from the tokens: tokens.ts `satisfies` the Registry, so the two
// hold the same keys, and a new binding is tested without anyone adding it to a list.
const KEYS = Object.keys(T) as ReadonlyArray<keyof Registry>
const areaOf = (key: keyof Registry) => AREAS.filter((a) => (a.keys as ReadonlyArray<keyof Registry>).includes(key))
const SHARED = KEYS.filter((key) => areaOf(key).length === 0)
const resolved = (c: ReturnType<typeof productionContainer>, key: keyof Registry): unknown => c.get(T[key])

// Every SharedKey, once: the compiler refuses a missing or unknown one.
const SHARED_KEYS: Record<SharedKey, true> = {
  SessionStore: true,
  AuthStore: true,
  Notifier: true,
  ToastsWanted: true,
  Logger: true,
  Clock: true,
  KnownChanges: true,
  PageVisible: true,
  RandomSource: true,
  TabOpener: true,
  Clipboard: true,
}

describe('the browser container', () => {
  it('lets a component ask without an area for exactly the keys no area binds', () => {
    expect([...SHARED].sort()).toEqual(Object.keys(SHARED_KEYS).sort())
  })

  it.each(SHARED)('resolves the shared %s in a fresh container, before any area is bound', (key) => {
    const value = resolved(productionContainer(), key)
    expect(value).not.toBeNull()
    expect(['function', 'object']).toContain(typeof value)
  })

  it.each(KEYS.filter((key) => !SHARED.includes(key)))('names one area for %s, which resolves it once bound', (key) => {
    const [area, ...others] = areaOf(key)
    expect(others.map((a) => a.name)).toEqual([])
    const c = productionContainer()
    expect(() => resolved(c, key)).toThrow()
    c.use(area!)
    const value = resolved(c, key)
    expect(['function', 'object']).toContain(typeof value)
  })

  // A second binding of a key would make Inversify refuse its lookup as ambiguous.
  it('binds an area once, however often and in whatever order it is used, and the areas it needs first', () => {
    const c = productionContainer()
    c.use(balancesArea)
    const changes = resolved(c, 'BalanceChanges')
    c.use(paymentsArea)
    c.use(paymentsArea)
    c.use(accountArea)
    expect(resolved(c, 'Deposit')).toBe(resolved(c, 'Deposit'))
    expect(resolved(c, 'ProfileGateway')).toBe(resolved(c, 'ProfileGateway'))
    expect(resolved(c, 'BalanceChanges')).toBe(changes)
  })

  it('counts as a known change each write sent and each movement the balance stream reports, not where it starts', async () => {
    const events = new Subject<BalanceEvent>()
    const c = buildContainer(
      {
        apiBaseUrl: '',
        storage: memoryStorage(),
        alert: () => undefined,
        console,
        fetchFn: () => Promise.resolve(new Response('{"unread":0}', { status: 200, headers: { 'content-type': 'application/json' } })),
      },
      { SessionStore: memorySessionStore(SESSION).store, BalanceStream: { open: () => events }, PageVisible: new BehaviorSubject(true) },
    )
    const known = resolved(c, 'KnownChanges') as KnownChanges
    c.use(balancesArea)
    const watching = (resolved(c, 'LiveBalances') as Registry['LiveBalances']).subscribe()
    const at = (withdrawable: number): BalanceEvent => ({
      id: String(withdrawable),
      balances: { bonus: 0, withdrawable, thirdParty: 0, total: withdrawable },
    })
    events.next(at(1000))
    expect(known.count()).toBe(0)
    events.next(at(900))
    events.next(at(1150))
    expect(known.count()).toBe(2)
    c.use(supportArea)
    await (resolved(c, 'SupportGateway') as Registry['SupportGateway']).markRead(7)()
    expect(known.count()).toBe(3)
    watching.unsubscribe()
  })
})
