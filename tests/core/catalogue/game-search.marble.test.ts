import * as E from 'fp-ts/Either'
import { TestScheduler } from 'rxjs/testing'
import { describe, expect, it } from 'vitest'
import type { Game } from '../../../src/core/catalogue/game'
import type { GameCatalog } from '../../../src/core/catalogue/game-catalog.port'
import { makeGameSearch, SUGGESTIONS, type SearchInput } from '../../../src/core/catalogue/game-search.use-case'
import { recordingLogger } from '../../fakes/recording-logger'

const scheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected))

const game = (name: string): Game => ({ id: name.length, gameId: `cf-${name}`, name, thumbnail: '', favorite: false })
const typed = (text: string, providers: readonly string[] = []): SearchInput => ({ text, providers })

/**
 * A catalogue whose search answers after `delay` frames, recording each request and whether it
 * was abandoned (its signal aborted) before answering.
 */
const slowCatalog = (t: TestScheduler, delay: number, answer: (text: string) => E.Either<{ _tag: 'Offline' }, readonly Game[]>) => {
  const asked: Array<{ text: string; limit: number; providers: readonly string[]; abandoned: () => boolean }> = []
  const catalog: Pick<GameCatalog, 'search'> = {
    search: (text, options, signal) => () => {
      asked.push({ text, limit: options.limit, providers: options.providers, abandoned: () => signal?.aborted === true })
      return new Promise((resolve) => t.schedule(() => resolve(answer(text)), delay))
    },
  }
  return { catalog, asked }
}

// An answer is a promise, settled outside virtual time: these look at what is asked and when, and
// at the state before the answer; the last block looks at answers in real time.
describe('the search box (marbles)', () => {
  it('waits for typing to pause, then searches once with the last text, trimmed', () => {
    const t = scheduler()
    t.run(({ cold, expectObservable }) => {
      const { catalog, asked } = slowCatalog(t, 0, () => E.right([game('Egypt')]))
      const search = makeGameSearch({ catalog, logger: recordingLogger().logger, debounceMs: 5 })
      const input = cold('a-b-c', { a: typed('e'), b: typed('eg'), c: typed(' egipt ') })
      expectObservable(search(input)).toBe('---------s', { s: { _tag: 'Searching', text: 'egipt' } })
      t.flush()
      expect(asked.map((a) => [a.text, a.limit])).toEqual([['egipt', SUGGESTIONS]])
    })
  })

  it('is idle below two letters and never asks', () => {
    const t = scheduler()
    t.run(({ cold, expectObservable }) => {
      const { catalog, asked } = slowCatalog(t, 0, () => E.right([]))
      const search = makeGameSearch({ catalog, logger: recordingLogger().logger, debounceMs: 5 })
      expectObservable(search(cold('a', { a: typed(' e ') }))).toBe('-----i', { i: { _tag: 'Idle' } })
      t.flush()
      expect(asked).toEqual([])
    })
  })

  it('asks again only when the text or the providers change', () => {
    const t = scheduler()
    t.run(({ cold }) => {
      const { catalog, asked } = slowCatalog(t, 0, () => E.right([]))
      const search = makeGameSearch({ catalog, logger: recordingLogger().logger, debounceMs: 2 })
      const input = cold('a-----b-----c-----d', {
        a: typed('myth'),
        b: typed('myth  '),
        c: typed('myth', ['starfen']),
        d: typed('myth', ['starfen']),
      })
      search(input).subscribe()
      t.flush()
      expect(asked.map((a) => [a.text, a.providers.join(',')])).toEqual([
        ['myth', ''],
        ['myth', 'starfen'],
      ])
    })
  })

  it('abandons the request still running when a newer query comes', () => {
    const t = scheduler()
    t.run(({ cold }) => {
      const { catalog, asked } = slowCatalog(t, 20, () => E.right([]))
      const search = makeGameSearch({ catalog, logger: recordingLogger().logger, debounceMs: 2 })
      search(cold('a-----b', { a: typed('egy'), b: typed('egypt') })).subscribe()
      t.flush()
      expect(asked.map((a) => [a.text, a.abandoned()])).toEqual([
        ['egy', true],
        ['egypt', false],
      ])
    })
  })

  it('abandons the request when the box goes away', () => {
    const t = scheduler()
    t.run(({ cold }) => {
      const { catalog, asked } = slowCatalog(t, 20, () => E.right([]))
      const search = makeGameSearch({ catalog, logger: recordingLogger().logger, debounceMs: 2 })
      const sub = search(cold('a', { a: typed('egy') })).subscribe()
      t.schedule(() => sub.unsubscribe(), 5)
      t.flush()
      expect(asked[0]?.abandoned()).toBe(true)
    })
  })
})

describe('the search box answers', () => {
  it('shows what was found, and logs a failure and says so', async () => {
    const logger = recordingLogger()
    const catalog: Pick<GameCatalog, 'search'> = {
      search: (text) => async () => (text === 'egypt' ? E.right([game('Egypt')]) : E.left({ _tag: 'Offline' as const })),
    }
    const { Subject, firstValueFrom, filter, take, toArray } = await import('rxjs')
    const input = new Subject<SearchInput>()
    const states = firstValueFrom(
      makeGameSearch({ catalog, logger: logger.logger, debounceMs: 0 })(input).pipe(
        filter((s) => s._tag === 'Found' || s._tag === 'Failed'),
        take(2),
        toArray(),
      ),
    )
    input.next(typed('egypt'))
    await new Promise((r) => setTimeout(r, 5))
    input.next(typed('zzz'))
    expect(await states).toEqual([
      { _tag: 'Found', text: 'egypt', games: [game('Egypt')] },
      { _tag: 'Failed', text: 'zzz' },
    ])
    expect(logger.errors).toEqual([{ message: 'Error searching games', detail: { _tag: 'Offline' } }])
  })
})
