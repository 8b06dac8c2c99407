import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { Logger } from '../shared/logger.port'
import { byPosition, type Category } from './category'
import type { GameCatalog } from './game-catalog.port'

/**
 * The sidebar's category links, sorted by position. A failure is only logged
 * (docs/product/messages.md#only-logged) and leaves the sidebar with Home alone, so this never fails.
 */
export const makeLoadSidebarCategories =
  (deps: { catalog: GameCatalog; logger: Logger }) => (): TE.TaskEither<never, readonly Category[]> =>
    pipe(
      deps.catalog.categories(),
      TE.map(byPosition),
      TE.orElse((error) => {
        deps.logger.error('Error fetching categories', error)
        return TE.right<never, readonly Category[]>([])
      }),
    )

export type LoadSidebarCategories = ReturnType<typeof makeLoadSidebarCategories>
