import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * Open/close state for a dropdown: closes on Escape (returning focus to its button) and on a
 * click or focus outside its container.
 */
export function useDisclosure<C extends HTMLElement = HTMLDivElement, B extends HTMLElement = HTMLButtonElement>() {
  const [open, setOpen] = useState(false)
  const container = useRef<C>(null)
  const button = useRef<B>(null)
  const close = useCallback(() => setOpen(false), [])
  const toggle = useCallback(() => setOpen((o) => !o), [])

  useEffect(() => {
    if (!open) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return
      setOpen(false)
      button.current?.focus()
    }
    const onOutside = (e: Event) => {
      if (container.current && e.target instanceof Node && !container.current.contains(e.target)) setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onOutside)
    document.addEventListener('focusin', onOutside)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onOutside)
      document.removeEventListener('focusin', onOutside)
    }
  }, [open])

  return { open, toggle, close, container, button }
}
