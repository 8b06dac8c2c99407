import { useEffect, type RefObject } from 'react'
import { STAYS_LIVE } from '../../components/live-layer'

const FOCUSABLE = 'a[href], button:not([disabled]), iframe, input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])'

/** The focusable elements inside `root`, in document order, without the trap's own sentinels. */
export const focusablesIn = (root: HTMLElement): HTMLElement[] =>
  Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.dataset.focusSentinel === undefined)

/**
 * Keeps keyboard focus inside `root` while mounted: everything else on the page is made inert (but
 * a LiveLayer), and sentinels at either end send focus that escapes (even out of a cross-origin
 * iframe, whose key presses the page never sees) back to the other end. Focuses `initial` on mount.
 * Focus that drops to the page body (a focused frame that swaps process while its game loads
 * does that) is put back on the last element that held it inside.
 */
export function useFocusTrap(root: RefObject<HTMLElement | null>, initial: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const dialog = root.current
    if (!dialog) return
    const host = topLevelAncestor(dialog)
    const others = Array.from(document.body.children).filter(
      (el): el is HTMLElement => el instanceof HTMLElement && el !== host && !el.inert && !el.hasAttribute(STAYS_LIVE),
    )
    others.forEach((el) => {
      el.inert = true
    })
    ;(initial.current ?? focusablesIn(dialog)[0])?.focus()
    let last: HTMLElement | null = null
    let pending: ReturnType<typeof setTimeout> | undefined
    const onFocusIn = (e: FocusEvent) => {
      if (e.target instanceof HTMLElement) last = e.target
    }
    const backInside = () => {
      const active = document.activeElement
      if (active !== null && active !== document.body) return
      const target = last?.isConnected === true ? last : (initial.current ?? focusablesIn(dialog)[0])
      target?.focus()
    }
    const onFocusOut = () => {
      clearTimeout(pending)
      // Decided a tick later: by then focus has either landed somewhere or nowhere.
      pending = setTimeout(backInside, 0)
    }
    // A frame focused while its game was still loading loses focus when the game's document
    // replaces the blank one, with no focusout here: its load (captured, it does not bubble) says so.
    dialog.addEventListener('focusin', onFocusIn)
    dialog.addEventListener('focusout', onFocusOut)
    dialog.addEventListener('load', backInside, true)
    return () => {
      clearTimeout(pending)
      dialog.removeEventListener('focusin', onFocusIn)
      dialog.removeEventListener('focusout', onFocusOut)
      dialog.removeEventListener('load', backInside, true)
      others.forEach((el) => {
        el.inert = false
      })
    }
  }, [root, initial])
}

/** Where focus goes when it reaches a sentinel: the far end of the dialog. */
export const sentinelTarget = (root: HTMLElement, edge: 'start' | 'end'): HTMLElement | undefined => {
  const items = focusablesIn(root)
  return edge === 'start' ? items.at(-1) : items[0]
}

const topLevelAncestor = (el: HTMLElement): Element => {
  let node: Element = el
  while (node.parentElement && node.parentElement !== document.body) node = node.parentElement
  return node
}
