import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useScreenLocation } from '../../../src/ui/routing/use-screen-location'

const follow = (loaded: boolean) =>
  renderHook(({ location }: { location: string }) => useScreenLocation(location, loaded), { initialProps: { location: '/casino' } })

describe('the address the screen shows', () => {
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
