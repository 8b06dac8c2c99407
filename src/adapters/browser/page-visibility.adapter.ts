import { distinctUntilChanged, fromEvent, map, startWith, type Observable } from 'rxjs'

/** Whether the tab is visible now and whenever that changes: polls pause in a hidden tab. */
export const pageVisible$ = (doc: Document = document): Observable<boolean> =>
  fromEvent(doc, 'visibilitychange').pipe(
    map(() => doc.visibilityState === 'visible'),
    startWith(doc.visibilityState === 'visible'),
    distinctUntilChanged(),
  )
