import * as E from 'fp-ts/Either'
import * as TE from 'fp-ts/TaskEither'
import { describe, expect, it } from 'vitest'
import { createListingCache } from '../../../src/core/lobby/listing-cache'

const counting = <A>(answer: E.Either<string, A>) => {
  let calls = 0
  const fetch = () => {
    calls += 1
    return TE.fromEither(answer)
  }
  return { fetch, calls: () => calls }
}

describe('the listing cache', () => {
  it('fetches a key once and answers from memory after', async () => {
    const cache = createListingCache<number[]>()
    const source = counting(E.right([1, 2]))
    expect(await cache.load('a', source.fetch)()).toEqual(E.right([1, 2]))
    expect(await cache.load('a', source.fetch)()).toEqual(E.right([1, 2]))
    expect(source.calls()).toBe(1)
    expect(cache.peek('a')).toEqual([1, 2])
  })

  it('keeps keys apart', async () => {
    const cache = createListingCache<number[]>()
    const source = counting(E.right([1]))
    await cache.load('category|1|7', source.fetch)()
    await cache.load('category|1|8', source.fetch)()
    expect(source.calls()).toBe(2)
  })

  it('does not keep failures: the next ask tries again', async () => {
    const cache = createListingCache<number[]>()
    const failing = counting<number[]>(E.left('Offline'))
    expect(await cache.load('a', failing.fetch)()).toEqual(E.left('Offline'))
    await cache.load('a', failing.fetch)()
    expect(failing.calls()).toBe(2)
    expect(cache.peek('a')).toBeUndefined()
  })

  it('shares a request still running', async () => {
    const cache = createListingCache<number[]>()
    const source = counting(E.right([3]))
    const [a, b] = await Promise.all([cache.load('a', source.fetch)(), cache.load('a', source.fetch)()])
    expect(a).toEqual(b)
    expect(source.calls()).toBe(1)
  })

  it('update rewrites kept values and forgets the ones it drops', async () => {
    const cache = createListingCache<number[]>()
    await cache.load('keep', counting(E.right([1])).fetch)()
    await cache.load('drop', counting(E.right([2])).fetch)()
    cache.update((value, key) => (key === 'drop' ? undefined : value.map((n) => n * 10)))
    expect(cache.peek('keep')).toEqual([10])
    expect(cache.peek('drop')).toBeUndefined()
  })

  it('does not keep an answer that started before an update', async () => {
    const cache = createListingCache<number[]>()
    let release: (v: E.Either<string, number[]>) => void = () => undefined
    const slow = () => () =>
      new Promise<E.Either<string, number[]>>((resolve) => {
        release = resolve
      })
    const pending = cache.load('a', slow)()
    cache.update((v) => v)
    release(E.right([1]))
    expect(await pending).toEqual(E.right([1]))
    expect(cache.peek('a')).toBeUndefined()
  })

  it('holds at most its capacity, dropping the oldest', async () => {
    const cache = createListingCache<number[]>(2)
    for (const key of ['a', 'b', 'c']) await cache.load(key, counting(E.right([1])).fetch)()
    expect(cache.peek('a')).toBeUndefined()
    expect(cache.peek('c')).toEqual([1])
  })
})
