import { useCallback, useSyncExternalStore } from 'react'

/**
 * Whether a media query holds, live. `assumed` stands in where there is no matchMedia (jsdom) and
 * for the prerendered HTML, which React hydrates with it before taking the real value (no mismatch).
 */
export function useMediaQuery(query: string, assumed: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query],
  )
  const snapshot = () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : assumed)
  return useSyncExternalStore(subscribe, snapshot, () => assumed)
}
