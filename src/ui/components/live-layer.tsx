import type { ReactNode } from 'react'
import { createPortal } from 'react-dom'

/** The attribute a modal dialog's focus trap leaves alone when it makes the rest of the page inert. */
export const STAYS_LIVE = 'data-stays-live'

/**
 * Its children at the body's end, outside the app's root, and never made inert by a modal dialog:
 * a toast that arrives during a game is still read out and can still be clicked away.
 */
export function LiveLayer({ children }: { readonly children: ReactNode }) {
  return createPortal(<div {...{ [STAYS_LIVE]: '' }}>{children}</div>, document.body)
}
