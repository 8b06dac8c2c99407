import { startTransition, useEffect, useState } from 'react'

/**
 * The address the screen inside the layout shows, a step behind the real one: a tap's own frame
 * paints first with the layout's answer to it (the link pressed, the sidebar's current entry), then
 * the new screen renders in one go and shows whole. Not in a transition's slices: between them the
 * browser ran whatever else was due (images arriving and React's load events, frames), and on a
 * slow phone a tapped category waited 60–100 ms in those gaps. A screen whose code is still on its
 * way (`loaded` false) does render in a transition, so the screen being left stays until it is in.
 *
 * The new address is set inside the tap's animation frame: an update made there is not a discrete
 * one, so React renders it in its own next task, the first after that frame is drawn. Waiting for a
 * task after the frame first (a timer) put 25 ms at 4× CPU before the screen's render began, behind
 * the frame's other tasks (issue 27). A hidden tab draws no frames, so there it follows at once.
 */
export function useScreenLocation(location: string, loaded: boolean): string {
  const [shown, setShown] = useState(location)
  useEffect(() => {
    if (shown === location) return
    if (!loaded) return startTransition(() => setShown(location))
    if (document.visibilityState === 'hidden') return setShown(location)
    const frame = requestAnimationFrame(() => setShown(location))
    return () => cancelAnimationFrame(frame)
  }, [location, shown, loaded])
  return shown
}
