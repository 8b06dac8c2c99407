import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterNextPaint } from '../../../src/ui/hooks/after-next-paint'

describe('after the next paint', () => {
  afterEach(() => vi.restoreAllMocks())

  it('waits for an animation frame, then a task after it', async () => {
    const frames: FrameRequestCallback[] = []
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback))
    let done = false
    void afterNextPaint().then(() => (done = true))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(done).toBe(false)
    frames.forEach((frame) => frame(performance.now()))
    await vi.waitFor(() => expect(done).toBe(true))
  })

  it('does not wait for frames a hidden tab never draws', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    const frame = vi.spyOn(window, 'requestAnimationFrame')
    await afterNextPaint()
    expect(frame).not.toHaveBeenCalled()
  })
})
