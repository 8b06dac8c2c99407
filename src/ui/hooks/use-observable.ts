import { useEffect, useState } from 'react'
import type { Observable } from 'rxjs'

/** The latest value of a stream; unsubscribes when the component leaves or the stream changes. */
export function useObservable<T>(source: Observable<T>, initial: T): T {
  const [value, setValue] = useState<T>(initial)
  useEffect(() => {
    const sub = source.subscribe({ next: setValue })
    return () => sub.unsubscribe()
  }, [source])
  return value
}
