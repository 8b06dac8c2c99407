import * as E from 'fp-ts/Either'
import type * as TE from 'fp-ts/TaskEither'
import { describe, expect, it } from 'vitest'
import { createReadAhead } from '../../../src/core/shared/read-ahead'

const AGES = { maxAgeMs: 300_000, freshMs: 2_000 }
const KEY = '17|limits'

/** A read whose answers the test gives, one per ask, counting the asks. */
const scriptedRead = () => {
  const waiting: Array<(answer: E.Either<string, number>) => void> = []
  const read = (): TE.TaskEither<string, number> => () => new Promise((resolve) => waiting.push(resolve))
  return {
    read,
    asks: () => waiting.length,
    answer: (n: number, answer: E.Either<string, number>) => waiting[n]!(answer),
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** A store at time `clock.now` with `clock.changes` sent, and a scripted read of the limits. */
const storeAt = () => {
  const clock = { now: 0, changes: 0 }
  const store = createReadAhead(
    () => clock.now,
    () => clock.changes,
    AGES,
  )
  return { clock, store, limits: scriptedRead() }
}

/** The same, with 5 read ahead at time 0 and held. */
const holding = async () => {
  const at = storeAt()
  at.store.ahead(KEY, at.limits.read)
  at.limits.answer(0, E.right(5))
  await settle()
  return at
}

describe('answers read ahead of a screen', () => {
  it('holds a read ahead, and takes it as the screen’s own when it came within the fresh time', async () => {
    const { clock, store, limits } = await holding()
    expect(store.peek(KEY)).toBe(5)
    clock.now = 1_500
    expect(await store.ask(KEY, limits.read)()).toEqual(E.right(5))
    expect(limits.asks()).toBe(1)
    // The screen has its own answer: nothing is held for the next visit.
    expect(store.peek(KEY)).toBeUndefined()
  })

  it('shows an older answer while the screen asks again, then drops it for the screen’s own', async () => {
    const { clock, store, limits } = await holding()
    clock.now = 60_000
    const own = store.ask(KEY, limits.read)()
    expect(limits.asks()).toBe(2)
    expect(store.peek(KEY)).toBe(5)
    limits.answer(1, E.right(7))
    expect(await own).toEqual(E.right(7))
    expect(store.peek(KEY)).toBeUndefined()
  })

  it('shows nothing older than the longest age, and reads it ahead again', async () => {
    const { clock, store, limits } = await holding()
    clock.now = 300_001
    expect(store.peek(KEY)).toBeUndefined()
    store.ahead(KEY, limits.read)
    expect(limits.asks()).toBe(2)
  })

  it('asks once for reads ahead of the same answer, and the screen shares one still on its way', async () => {
    const { store, limits } = storeAt()
    store.ahead(KEY, limits.read)
    store.ahead(KEY, limits.read)
    const own = store.ask(KEY, limits.read)()
    expect(limits.asks()).toBe(1)
    limits.answer(0, E.right(5))
    expect(await own).toEqual(E.right(5))
    expect(store.peek(KEY)).toBeUndefined()
    expect(limits.asks()).toBe(1)
  })

  it('holds no failure: the screen asks for itself', async () => {
    const { store, limits } = storeAt()
    store.ahead(KEY, limits.read)
    limits.answer(0, E.left('Offline'))
    await settle()
    expect(store.peek(KEY)).toBeUndefined()
    const own = store.ask(KEY, limits.read)()
    expect(limits.asks()).toBe(2)
    limits.answer(1, E.right(5))
    expect(await own).toEqual(E.right(5))
  })

  it('holds nothing from a read that throws, leaves no unhandled rejection, and asks again', async () => {
    const { store, limits } = storeAt()
    const broken = (): TE.TaskEither<string, number> => () => {
      throw new Error('a port’s bug')
    }
    const unhandled: unknown[] = []
    const note = (reason: unknown) => void unhandled.push(reason)
    process.on('unhandledRejection', note)
    try {
      store.ahead(KEY, broken)
      await settle()
      await settle()
      expect(unhandled).toEqual([])
      expect(store.peek(KEY)).toBeUndefined()
      store.ahead(KEY, limits.read)
      expect(limits.asks()).toBe(1)
    } finally {
      process.off('unhandledRejection', note)
    }
  })

  it('keeps each player’s answers apart', async () => {
    const { store, limits } = await holding()
    expect(store.peek('18|limits')).toBeUndefined()
    store.ahead('18|limits', limits.read)
    expect(limits.asks()).toBe(2)
  })

  it('shows no answer asked for before the page’s latest change, and shares no such read still on its way', async () => {
    const { clock, store, limits } = await holding()
    clock.changes = 1
    expect(store.peek(KEY)).toBeUndefined()
    store.ahead(KEY, limits.read)
    expect(limits.asks()).toBe(2)
    clock.changes = 2
    const own = store.ask(KEY, limits.read)()
    expect(limits.asks()).toBe(3)
    limits.answer(1, E.right(6))
    limits.answer(2, E.right(7))
    expect(await own).toEqual(E.right(7))
    expect(store.peek(KEY)).toBeUndefined()
  })
})
