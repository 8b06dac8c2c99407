import { defer, map, ReplaySubject, share, tap, type MonoTypeOperatorFunction } from 'rxjs'
import { eventSourceBalanceStream } from '../../adapters/http/event-source-balance-stream.adapter'
import { makeBalanceChanges } from '../../core/balances/balance-changes'
import { makeWatchBalances } from '../../core/balances/watch-balances.use-case'
import { area } from '../area'

/**
 * Notes each value after the first: the first is where the balances stand as the stream opens,
 * each later one a movement (a reopened stream resumes after the last event it saw).
 */
const noteMovements =
  <T>(note: () => void): MonoTypeOperatorFunction<T> =>
  (source) =>
    defer(() => {
      let first = true
      return source.pipe(tap(() => (first ? (first = false) : note())))
    })

/** The player's balances: the live stream and the announcement that money moved. */
export const balancesArea = area({
  name: 'balances',
  keys: ['BalanceChanges', 'BalanceStream', 'WatchBalances', 'LiveBalances'],
  bind: (bind, { http, apiBaseUrl, noteChange, overrides }) => {
    bind.constant('BalanceChanges', makeBalanceChanges())
    bind.constant('BalanceStream', overrides.BalanceStream ?? eventSourceBalanceStream({ http, baseUrl: apiBaseUrl }))
    // A dropped stream is reopened after 1 s, doubling to at most 30 s while it keeps failing.
    bind.resolved('WatchBalances', ['BalanceStream', 'Logger', 'RandomSource'], (stream, logger, random) =>
      makeWatchBalances({ stream, logger, random, backoff: { firstMs: 1_000, maxMs: 30_000 } }),
    )
    // The header and the wallet page show the same balances: one stream per tab, closed when neither
    // is on screen. Each movement is a change the answers screens hold may predate (KnownChanges).
    bind.resolved('LiveBalances', ['WatchBalances', 'AuthStore', 'PageVisible'], (watch, auth, visible$) =>
      watch({ account$: auth.state$.pipe(map((s) => (s.isAuthenticated ? s.token : null))), visible$ }).pipe(
        noteMovements(noteChange),
        share({ connector: () => new ReplaySubject(1), resetOnRefCountZero: true }),
      ),
    )
  },
})
