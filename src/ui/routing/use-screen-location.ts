import { startTransition, useEffect, useState } from 'react'
import { afterNextPaint } from '../hooks/after-next-paint'

/**
 * The address the screen inside the layout shows, a step behind the real one: a tap's own frame
 * paints first with the layout's answer to it (the link pressed, the sidebar's current entry), then
 * the new screen renders in one go and shows whole. Not in a transition's slices: between them the
 * browser ran whatever else was due (images arriving and React's load events, frames), and on a
 * slow phone a tapped category waited 60–100 ms in those gaps. A screen whose code is still on its
 * way (`loaded` false) does render in a transition, so the screen being left stays until it is in.
 */
export function useScreenLocation(location: string, loaded: boolean): string {
  const [shown, setShown] = useState(location)
  useEffect(() => {
    if (shown === location) return
    if (!loaded) return startTransition(() => setShown(location))
    let current = true
    void afterNextPaint().then(() => {
      if (current) setShown(location)
    })
    return () => {
      current = false
    }
  }, [location, shown, loaded])
  return shown
}
