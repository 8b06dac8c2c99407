import { useEffect, useState } from 'react'

/** Phones: the sidebar becomes a drawer and the bottom bar appears. Matches the CSS breakpoint. */
export const MOBILE_MEDIA = '(max-width: 767px)'

const matches = (query: string): boolean =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches

/** Whether a media query holds, live. False where matchMedia is missing (tests, old engines). */
export function useMediaQuery(query: string): boolean {
  const [value, setValue] = useState(() => matches(query))
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return
    const list = window.matchMedia(query)
    const onChange = () => setValue(list.matches)
    onChange()
    list.addEventListener('change', onChange)
    return () => list.removeEventListener('change', onChange)
  }, [query])
  return value
}
