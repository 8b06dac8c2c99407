import type { ProviderChoice } from './game-catalog.port'
import { PROVIDERS } from './providers'
import { groupedDigits } from '../shared/number-text'

/** Where a page's URL keeps the providers chosen: `?providers=starfen,oakvault`. */
export const PROVIDERS_PARAM = 'providers'

const ORDER = new Map(PROVIDERS.map((p, i) => [p.slug, i]))

/** Known providers only, each once, in the catalogue's order: one choice, one URL. */
export const normaliseChoice = (slugs: readonly string[]): ProviderChoice =>
  [...new Set(slugs.filter((s) => ORDER.has(s)))].sort((a, b) => (ORDER.get(a) ?? 0) - (ORDER.get(b) ?? 0))

/** The providers a URL query ('?a=1&providers=x,y' or without '?') names; an unknown or mangled one is ignored. */
export const providersInQuery = (search: string): ProviderChoice =>
  normaliseChoice((new URLSearchParams(search).get(PROVIDERS_PARAM) ?? '').split(','))

/** The query with `choice` in place of the providers it named (none: the parameter goes), every other parameter kept. */
export const queryWithProviders = (search: string, choice: readonly string[]): string => {
  const params = new URLSearchParams(search)
  const chosen = normaliseChoice(choice)
  if (chosen.length === 0) params.delete(PROVIDERS_PARAM)
  else params.set(PROVIDERS_PARAM, chosen.join(','))
  // Commas read better than %2C in an address a player may share.
  const query = params.toString().replace(/%2C/g, ',')
  return query === '' ? '' : `?${query}`
}

/** A studio's game count in the filter; nothing when it is not known. */
export const providerGamesText = (games: number | null): string =>
  games === null ? '' : games === 1 ? '1 game' : `${groupedDigits(games)} games`

/** The filter button's words: every provider, or how many are chosen. */
export const providersButtonLabel = (choice: ProviderChoice): string =>
  choice.length === 0 ? 'All Providers' : choice.length === 1 ? '1 Provider' : `${choice.length} Providers`
