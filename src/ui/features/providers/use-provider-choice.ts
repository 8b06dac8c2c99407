import { useCallback, useMemo } from 'react'
import { useLocation, useSearch } from 'wouter'
import type { ProviderChoice } from '../../../core/catalogue/game-catalog.port'
import { providersInQuery, queryWithProviders } from '../../../core/catalogue/provider-choice.rules'

/**
 * The providers the page is narrowed to, kept in its URL (?providers=…), so a choice can be
 * shared, survives a reload and comes back with Back. It reads the query alone: a screen that
 * lists games is not rendered again when only the path changes.
 */
export function useProviderChoice(): { readonly chosen: ProviderChoice } {
  const search = useSearch()
  return useMemo(() => ({ chosen: providersInQuery(search) }), [search])
}

/** Choosing is a navigation: the same path, the choice in its query. */
export function useChooseProviders(): (slugs: readonly string[]) => void {
  const search = useSearch()
  const [location, navigate] = useLocation()
  return useCallback(
    (slugs: readonly string[]) => navigate(`${location}${queryWithProviders(search, slugs)}`),
    [location, navigate, search],
  )
}
