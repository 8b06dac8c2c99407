import { useEffect, useState } from 'react'
import { useDependency } from '../../../di/container-context'

/** The Clock port's time in epoch milliseconds, read again every `everyMs` while mounted. */
export function useNow(everyMs = 1000): number {
  const clock = useDependency('Clock')
  const [now, setNow] = useState(() => clock.now().getTime())
  useEffect(() => {
    const timer = setInterval(() => setNow(clock.now().getTime()), everyMs)
    return () => clearInterval(timer)
  }, [clock, everyMs])
  return now
}
