import * as E from 'fp-ts/Either'
import { useEffect, useState } from 'react'
import type { Game } from '../../../core/games/game'
import { useDependency } from '../../di/container-context'

/** The API has no "popular" filter: the grid shows the first games GET /api/games returns. */
export const POPULAR_GAMES_SHOWN = 12

export type PopularGames = { readonly status: 'loading' } | { readonly status: 'settled'; readonly games: readonly Game[] }

/** A failure is only logged (docs/product/messages.md#only-logged) and leaves the grid empty. */
export function usePopularGames(): PopularGames {
  const catalog = useDependency('GameCatalog')
  const logger = useDependency('Logger')
  const [state, setState] = useState<PopularGames>({ status: 'loading' })
  useEffect(() => {
    let live = true
    void catalog
      .games()()
      .then((result) => {
        if (!live) return
        if (E.isLeft(result)) logger.error('Error fetching games', result.left)
        setState({ status: 'settled', games: E.isRight(result) ? result.right.slice(0, POPULAR_GAMES_SHOWN) : [] })
      })
    return () => {
      live = false
    }
  }, [catalog, logger])
  return state
}
