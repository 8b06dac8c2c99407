import { defer, distinctUntilChanged, fromEvent, map, startWith, type Observable } from 'rxjs'

/**
 * Whether the tab is visible now and whenever that changes: polls and the balance stream pause in
 * a hidden tab. The document is looked up on subscription, so the composition can build this
 * where there is none yet.
 */
export const pageVisible$ = (doc: () => Document = () => document): Observable<boolean> =>
  defer(() => {
    const d = doc()
    return fromEvent(d, 'visibilitychange').pipe(
      map(() => d.visibilityState === 'visible'),
      startWith(d.visibilityState === 'visible'),
      distinctUntilChanged(),
    )
  })
