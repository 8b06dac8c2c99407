import type { Page } from '@playwright/test'
import { firstGameName, largestCategory, sidebarCategories } from '../../stack/catalogue-api'
import type { Content } from './interaction-row'

/** The signed-in player's lobby, where every row of the interactions table starts but the search's. */
export const LOBBY = '/dashboard'

/** The lobby's games are on screen (the page then settles: the whole list, the sidebar's prefetches). */
export const lobbyReady = (page: Page): Promise<void> =>
  page.getByRole('list', { name: 'All Games' }).getByRole('listitem').first().waitFor({ timeout: 60_000 })

export const lobbyGames = (page: Page) => page.getByRole('list', { name: 'All Games' })

/** A category's first card, as its page lists it. */
export async function categoryFirstCard(baseUrl: string, category: { readonly id: number; readonly name: string }): Promise<Content> {
  const game = await firstGameName(baseUrl, `/api/games/category/${category.id}?page=1&per_page=1`)
  return { label: `first ${category.name} card`, target: { list: category.name, selector: ':scope > li:first-child p', text: game } }
}

export const largestCategoryCard = async (baseUrl: string): Promise<Content> => categoryFirstCard(baseUrl, await largestCategory(baseUrl))

export async function namedCategoryCard(baseUrl: string, name: string): Promise<Content> {
  const found = (await sidebarCategories(baseUrl)).find((c) => c.name === name)
  if (found === undefined) throw new Error(`the sidebar lists no category named ${name}`)
  return categoryFirstCard(baseUrl, found)
}
