import { useEffect, useRef, useState } from 'react'

/**
 * True once the element has scrolled into view (then stays true). Without IntersectionObserver
 * (old browsers, jsdom) it is shown at once, so content never stays hidden.
 */
export function useReveal<T extends Element>() {
  const ref = useRef<T | null>(null)
  const [shown, setShown] = useState(() => typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    const el = ref.current
    if (shown || el === null) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setShown(true)
          observer.disconnect()
        }
      },
      { threshold: 0.2 },
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [shown])
  return { ref, shown }
}
