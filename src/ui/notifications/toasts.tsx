import { lazy, Suspense } from 'react'
import { useDependency } from '../di/container-context'
import { useObservable } from '../hooks/use-observable'

const ToastArea = lazy(async () => ({ default: (await import('./toast-area')).ToastArea }))

/** The toasts' container, mounted from the first toast on (none before: the first load skips its code). */
export function Toasts() {
  const wanted = useObservable(useDependency('ToastsWanted'), false)
  return wanted ? (
    <Suspense fallback={null}>
      <ToastArea />
    </Suspense>
  ) : null
}
