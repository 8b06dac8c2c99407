import * as E from 'fp-ts/Either'
import { concat, debounceTime, distinctUntilChanged, map, Observable, of, switchMap, type SchedulerLike } from 'rxjs'
import type { GatewayError } from '../shared/gateway-error'
import type { Logger } from '../shared/logger.port'
import type { Game } from './game'
import type { GameCatalog, ProviderChoice } from './game-catalog.port'
import { MIN_SEARCH_LENGTH, searchText } from './search-text.rules'

/** What the search box shows for what the player typed. */
export type SearchState =
  | { readonly _tag: 'Idle' }
  | { readonly _tag: 'Searching'; readonly text: string }
  | { readonly _tag: 'Found'; readonly text: string; readonly games: readonly Game[] }
  | { readonly _tag: 'Failed'; readonly text: string }

export interface SearchInput {
  readonly text: string
  readonly providers: ProviderChoice
}

/** The box suggests this many games; Enter shows them all. */
export const SUGGESTIONS = 8

const IDLE: SearchState = { _tag: 'Idle' }

const sameInput = (a: SearchInput, b: SearchInput) => a.text === b.text && a.providers.join(',') === b.providers.join(',')

/**
 * Results as the player types: a query is sent once typing pauses for `debounceMs`, and a newer
 * query abandons the request still running for an older one (its answer could land last). A
 * failure is only logged (docs/product/messages.md#only-logged) and the box says so.
 */
export const makeGameSearch =
  (deps: { catalog: Pick<GameCatalog, 'search'>; logger: Logger; debounceMs: number; scheduler?: SchedulerLike }) =>
  (input$: Observable<SearchInput>): Observable<SearchState> => {
    const ask = (input: SearchInput) =>
      new Observable<E.Either<GatewayError, readonly Game[]>>((subscriber) => {
        const abandon = new AbortController()
        void deps.catalog
          .search(input.text, { limit: SUGGESTIONS, providers: input.providers }, abandon.signal)()
          .then((answer) => {
            subscriber.next(answer)
            subscriber.complete()
          })
        return () => abandon.abort()
      })
    return input$.pipe(
      map((input) => ({ ...input, text: searchText(input.text) })),
      debounceTime(deps.debounceMs, deps.scheduler),
      distinctUntilChanged(sameInput),
      switchMap((input) =>
        input.text.length < MIN_SEARCH_LENGTH
          ? of(IDLE)
          : concat(
              of<SearchState>({ _tag: 'Searching', text: input.text }),
              ask(input).pipe(
                map((answer): SearchState => {
                  if (E.isRight(answer)) return { _tag: 'Found', text: input.text, games: answer.right }
                  deps.logger.error('Error searching games', answer.left)
                  return { _tag: 'Failed', text: input.text }
                }),
              ),
            ),
      ),
    )
  }

export type GameSearch = ReturnType<typeof makeGameSearch>
