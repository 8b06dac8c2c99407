import { useRef, useState, type PointerEvent } from 'react'
import { swipeStep } from '../../../core/lobby/swipe.rules'

/**
 * Pointer handlers (mouse, pen and touch alike) that turn a horizontal drag into one carousel
 * step, past the threshold only. `offset` follows the drag so the track moves under the finger.
 */
export function useSwipe(onStep: (delta: 1 | -1) => void) {
  const origin = useRef<{ readonly x: number; readonly y: number } | null>(null)
  const [offset, setOffset] = useState(0)

  const end = (e: PointerEvent<HTMLElement>) => {
    const from = origin.current
    origin.current = null
    setOffset(0)
    if (!from) return
    const step = swipeStep({ dx: e.clientX - from.x, dy: e.clientY - from.y })
    if (step !== 0) onStep(step)
  }

  const handlers = {
    onPointerDown: (e: PointerEvent<HTMLElement>) => {
      if (e.button !== 0) return
      origin.current = { x: e.clientX, y: e.clientY }
      e.currentTarget.setPointerCapture?.(e.pointerId)
    },
    onPointerMove: (e: PointerEvent<HTMLElement>) => {
      if (origin.current) setOffset(e.clientX - origin.current.x)
    },
    onPointerUp: end,
    onPointerCancel: () => {
      origin.current = null
      setOffset(0)
    },
  }
  return { handlers, offset }
}
