import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useScreenLocation } from '../../../src/ui/routing/use-screen-location'

const follow = (loaded: boolean) =>
  renderHook(({ location }: { location: string }) => useScreenLocation(location, loaded), { initialProps: { location: '/casino' } })

describe('the address the screen shows', () => {
  afterEach(() => vi.restoreAllMocks())

  it('starts at the address the page opened on', () => {
    expect(follow(true).result.current).toBe('/casino')
  })

  it("follows a new address once the tap's own frame has painted, when the screen's code is in", async () => {
    const { result, rerender } = follow(true)
    act(() => rerender({ location: '/category/2' }))
    // The layout has answered the tap; the screen is still the one being left.
    expect(result.current).toBe('/casino')
    await waitFor(() => expect(result.current).toBe('/category/2'))
  })

  it("follows in the tap's animation frame, not before it", async () => {
    const frames: FrameRequestCallback[] = []
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback))
    const { result, rerender } = follow(true)
    act(() => rerender({ location: '/category/2' }))
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    expect(result.current).toBe('/casino')
    expect(frames).toHaveLength(1)
    act(() => frames.forEach((frame) => frame(performance.now())))
    await waitFor(() => expect(result.current).toBe('/category/2'))
  })

  it('follows at once in a hidden tab, which draws no frames', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    const frame = vi.spyOn(window, 'requestAnimationFrame')
    const { result, rerender } = follow(true)
    act(() => rerender({ location: '/category/2' }))
    expect(result.current).toBe('/category/2')
    expect(frame).not.toHaveBeenCalled()
  })

  it("follows as a transition when the new screen's code is not in yet (React keeps the screen being left until it is)", async () => {
    const { result, rerender } = follow(false)
    await act(async () => rerender({ location: '/profile' }))
    expect(result.current).toBe('/profile')
  })

  it('ends at the latest of several quick taps', async () => {
    const { result, rerender } = follow(true)
    act(() => rerender({ location: '/category/2' }))
    act(() => rerender({ location: '/category/3' }))
    await waitFor(() => expect(result.current).toBe('/category/3'))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(result.current).toBe('/category/3')
  })
})
