import { map, ReplaySubject, share } from 'rxjs'
import { eventSourceBalanceStream } from '../../adapters/http/event-source-balance-stream.adapter'
import { makeBalanceChanges } from '../../core/balances/balance-changes'
import { makeWatchBalances } from '../../core/balances/watch-balances.use-case'
import { area } from '../area'

/** The player's balances: the live stream and the announcement that money moved. */
export const balancesArea = area({
  name: 'balances',
  keys: ['BalanceChanges', 'BalanceStream', 'WatchBalances', 'LiveBalances'],
  bind: (bind, { http, apiBaseUrl, overrides }) => {
    bind.constant('BalanceChanges', makeBalanceChanges())
    bind.constant('BalanceStream', overrides.BalanceStream ?? eventSourceBalanceStream({ http, baseUrl: apiBaseUrl }))
    // A dropped stream is reopened after 1 s, doubling to at most 30 s while it keeps failing.
    bind.resolved('WatchBalances', ['BalanceStream', 'Logger', 'RandomSource'], (stream, logger, random) =>
      makeWatchBalances({ stream, logger, random, backoff: { firstMs: 1_000, maxMs: 30_000 } }),
    )
    // The header and the wallet page show the same balances: one stream per tab, closed when neither is on screen.
    bind.resolved('LiveBalances', ['WatchBalances', 'AuthStore', 'PageVisible'], (watch, auth, visible$) =>
      watch({ account$: auth.state$.pipe(map((s) => (s.isAuthenticated ? s.token : null))), visible$ }).pipe(
        share({ connector: () => new ReplaySubject(1), resetOnRefCountZero: true }),
      ),
    )
  },
})
