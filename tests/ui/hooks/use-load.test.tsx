import { act, renderHook, waitFor } from '@testing-library/react'
import * as E from 'fp-ts/Either'
import * as TE from 'fp-ts/TaskEither'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { useLoad } from '../../../src/ui/hooks/use-load'

/** A request per call that the test answers by hand, in any order. */
function scriptedRequests<A>() {
  const pending: Array<{ readonly arg: string; readonly answer: (value: E.Either<string, A>) => void }> = []
  const load =
    (arg: string): TE.TaskEither<string, A> =>
    () =>
      new Promise((resolve) => pending.push({ arg, answer: resolve }))
  return { load, pending }
}

const stateOf = <T extends { reload: unknown }>({ reload: _, ...state }: T) => state

describe('useLoad', () => {
  it('is Loading, then Loaded with the answer', async () => {
    const { result } = renderHook(() => useLoad(() => TE.right(7), []))
    expect(stateOf(result.current)).toEqual({ _tag: 'Loading' })
    await waitFor(() => expect(stateOf(result.current)).toEqual({ _tag: 'Loaded', value: 7 }))
  })

  it("is Failed with the use case's error", async () => {
    const { result } = renderHook(() => useLoad(() => TE.left({ _tag: 'Offline' }), []))
    await waitFor(() => expect(stateOf(result.current)).toEqual({ _tag: 'Failed', error: { _tag: 'Offline' } }))
  })

  it('shows Loading at once for new deps and drops the answer of the older request', async () => {
    const requests = scriptedRequests<string>()
    const { result, rerender } = renderHook(({ page }) => useLoad(() => requests.load(page), [page]), { initialProps: { page: '1' } })
    rerender({ page: '2' })
    expect(stateOf(result.current)).toEqual({ _tag: 'Loading' })
    await act(async () => requests.pending[1]?.answer(E.right('page 2')))
    await act(async () => requests.pending[0]?.answer(E.right('page 1')))
    expect(stateOf(result.current)).toEqual({ _tag: 'Loaded', value: 'page 2' })
    expect(requests.pending.map((r) => r.arg)).toEqual(['1', '2'])
  })

  it('does not answer a component that has left', async () => {
    const requests = scriptedRequests<string>()
    const seen: unknown[] = []
    const { unmount } = renderHook(() => seen.push(stateOf(useLoad(() => requests.load('a'), []))))
    unmount()
    await act(async () => requests.pending[0]?.answer(E.right('late')))
    expect(seen.every((s) => (s as { _tag: string })._tag === 'Loading')).toBe(true)
  })

  it('asks again on reload, Loading meanwhile', async () => {
    let calls = 0
    const { result } = renderHook(() =>
      useLoad(() => {
        calls += 1
        return TE.right(calls)
      }, []),
    )
    await waitFor(() => expect(stateOf(result.current)).toEqual({ _tag: 'Loaded', value: 1 }))
    act(() => result.current.reload())
    expect(stateOf(result.current)).toEqual({ _tag: 'Loading' })
    await waitFor(() => expect(stateOf(result.current)).toEqual({ _tag: 'Loaded', value: 2 }))
  })

  it('shows a value already known for the deps at once', () => {
    const requests = scriptedRequests<string>()
    const { result } = renderHook(() => useLoad(() => requests.load('a'), [], { known: () => 'cached' }))
    expect(stateOf(result.current)).toEqual({ _tag: 'Loaded', value: 'cached' })
  })
})

describe('useLoad over a prerendered page', () => {
  const recoverable: unknown[] = []
  /** A link whose address says what it shows: the kind of attribute hydration never patches. */
  function Listing({ known }: { known: () => string | undefined }) {
    const state = useLoad(() => () => new Promise<E.Either<never, string>>(() => undefined), [], { known })
    return <a href={state._tag === 'Loaded' ? `/${state.value}` : '/loading'}>games</a>
  }

  it('hydrates what the server drew, then shows a value a cache got meanwhile', async () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Listing known={() => undefined} />)
    document.body.append(container)
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/loading')

    await act(async () => {
      hydrateRoot(container, <Listing known={() => 'slots'} />, { onRecoverableError: (error) => recoverable.push(error) })
    })
    await waitFor(() => expect(container.querySelector('a')?.getAttribute('href')).toBe('/slots'))
    expect(recoverable).toEqual([])
    container.remove()
  })
})
