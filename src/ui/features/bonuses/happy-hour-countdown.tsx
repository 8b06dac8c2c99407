import { useMemo } from 'react'
import type { HappyHourWindow } from '../../../core/bonuses/happy-hour.rules'
import type { HappyHourTick } from '../../../core/bonuses/watch-happy-hour.use-case'
import { useDependency } from '../../di/container-context'
import { useObservable } from '../../hooks/use-observable'
import { bonusesArea } from '../../../composition/areas/bonuses.area'

const WAITING: HappyHourTick = { _tag: 'None' }

/**
 * The live countdown to the current happy hour's end or the next one's start, a tick a second.
 * role="timer" is not announced at each tick; its label says the time left in words.
 */
export function HappyHourCountdown({
  windows,
  className,
  labelClassName,
}: {
  windows: readonly HappyHourWindow[]
  className: string | undefined
  labelClassName: string | undefined
}) {
  const watch = useDependency('WatchHappyHour', bonusesArea)
  const tick$ = useMemo(() => watch(windows), [watch, windows])
  const tick = useObservable(tick$, WAITING)
  if (tick._tag === 'None') return windows.length === 0 ? <p className={labelClassName}>No happy hour is set at the moment.</p> : null
  const label = tick._tag === 'Open' ? 'Happy hour is on: it ends in' : 'Next happy hour starts in'
  return (
    <>
      <p className={labelClassName} data-testid="happy-hour-state">
        {label}
      </p>
      <p className={className} role="timer" aria-label={`${label} ${tick.spoken}`} data-testid="happy-hour-countdown">
        {tick.text}
      </p>
    </>
  )
}
