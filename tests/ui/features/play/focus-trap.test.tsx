import { act, render, screen, waitFor } from '@testing-library/react'
import { useRef } from 'react'
import { createPortal } from 'react-dom'
import { describe, expect, it } from 'vitest'
import { LiveLayer } from '../../../../src/ui/components/live-layer'
import { useFocusTrap } from '../../../../src/ui/features/play/use-focus-trap'

function Trapped() {
  const root = useRef<HTMLDivElement>(null)
  const first = useRef<HTMLButtonElement>(null)
  useFocusTrap(root, first)
  return (
    <div ref={root}>
      <button ref={first} type="button">
        Close
      </button>
      <button type="button">Spin</button>
    </div>
  )
}

function Page() {
  return (
    <>
      <button type="button">Outside</button>
      {createPortal(<Trapped />, document.body)}
    </>
  )
}

describe('the focus trap', () => {
  it('focuses the initial element and makes the rest of the page inert', () => {
    render(<Page />)
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }))
    const outside = screen.getByRole('button', { name: 'Outside', hidden: true })
    const host = outside.parentElement
    expect(host?.parentElement).toBe(document.body)
    expect(host?.inert).toBe(true)
  })

  it('leaves a live layer (the toasts) live, so a notice during a game is read out and can be clicked away', () => {
    render(
      <>
        <LiveLayer>
          <div role="alert">Bonus released</div>
        </LiveLayer>
        <Page />
      </>,
    )
    const layer = screen.getByRole('alert').parentElement
    expect(layer?.parentElement).toBe(document.body)
    expect(layer?.inert).not.toBe(true)
    expect(screen.getByRole('button', { name: 'Outside', hidden: true }).parentElement?.inert).toBe(true)
  })

  it('puts focus that drops to the page body back on the last element inside that held it', async () => {
    render(<Page />)
    const spin = screen.getByRole('button', { name: 'Spin' })
    act(() => spin.focus())
    act(() => spin.blur())
    expect(document.activeElement).toBe(document.body)
    await waitFor(() => expect(document.activeElement).toBe(spin))
  })

  it('puts focus back at once when a frame inside finishes loading and focus is on the page body', () => {
    render(<Page />)
    const spin = screen.getByRole('button', { name: 'Spin' })
    act(() => spin.focus())
    act(() => spin.blur())
    expect(document.activeElement).toBe(document.body)
    // A game frame's load: a focused frame whose document is replaced loses focus with no focusout.
    act(() => void spin.dispatchEvent(new Event('load')))
    expect(document.activeElement).toBe(spin)
  })

  it('leaves focus alone when it moves between elements inside', async () => {
    render(<Page />)
    const spin = screen.getByRole('button', { name: 'Spin' })
    act(() => spin.focus())
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(document.activeElement).toBe(spin)
  })
})
