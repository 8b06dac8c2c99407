import { useCallback, useMemo } from 'react'
import { useLocation, useSearch } from 'wouter'
import type { ProviderChoice } from '../../../core/catalogue/game-catalog.port'
import { providersInQuery, queryWithProviders } from '../../../core/catalogue/provider-choice.rules'

/**
 * The providers the page is narrowed to, kept in its URL (?providers=…), so a choice can be
 * shared, survives a reload and comes back with Back: choosing is a navigation.
 */
export function useProviderChoice(): { readonly chosen: ProviderChoice; readonly choose: (slugs: readonly string[]) => void } {
  const search = useSearch()
  const [location, navigate] = useLocation()
  const chosen = useMemo(() => providersInQuery(search), [search])
  const choose = useCallback(
    (slugs: readonly string[]) => navigate(`${location}${queryWithProviders(search, slugs)}`),
    [location, navigate, search],
  )
  return { chosen, choose }
}
