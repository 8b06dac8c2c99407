import type * as T from 'fp-ts/Task'

/**
 * Resolves once the browser has painted the next frame: a task queued from an animation frame
 * callback runs after that frame is drawn. Work that can wait (a request whose answer only adds
 * to what the screen shows) then stays out of the frame the player is waiting for. A hidden tab
 * draws no frames, so there it resolves with the next task.
 */
export const afterNextPaint: T.Task<void> = () =>
  new Promise((resolve) => {
    if (document.visibilityState === 'hidden') setTimeout(resolve, 0)
    else requestAnimationFrame(() => setTimeout(resolve, 0))
  })
