/** What the running server's catalogue holds, read through its public API. */

export interface CategorySize {
  readonly id: number
  readonly name: string
  readonly games: number
}

const getJson = async <T>(url: string): Promise<{ readonly body: T; readonly headers: Headers }> => {
  const res = await fetch(url)
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`)
  return { body: (await res.json()) as T, headers: res.headers }
}

/** The categories a player can pick in the sidebar (not Home, nor a player's own Favorite and Recently Played), with their sizes, in sidebar order. */
export async function sidebarCategories(baseUrl: string): Promise<readonly CategorySize[]> {
  const { body } = await getJson<Array<{ id: number; name: string }>>(`${baseUrl}/api/categories`)
  const picks = body.filter((c) => !['home', 'favorite', 'favorites', 'recently played'].includes(c.name.trim().toLowerCase()))
  return Promise.all(
    picks.map(async (c) => {
      const { headers } = await getJson(`${baseUrl}/api/games/category/${c.id}?page=1&per_page=1`)
      return { id: c.id, name: c.name, games: Number(headers.get('x-total-count')) }
    }),
  )
}

export async function largestCategory(baseUrl: string): Promise<CategorySize> {
  const all = await sidebarCategories(baseUrl)
  const largest = [...all].sort((a, b) => b.games - a.games)[0]
  if (largest === undefined) throw new Error('the catalogue has no categories')
  return largest
}

/** The first game a listing answers with: the card the SPA shows first. */
export async function firstGameName(baseUrl: string, listingPath: string): Promise<string> {
  const { body } = await getJson<Array<{ name: string }>>(`${baseUrl}${listingPath}`)
  const first = body[0]
  if (first === undefined) throw new Error(`${listingPath} lists no games`)
  return first.name
}

/** Every studio's slug, as the providers filter names them. */
export async function providerSlugs(baseUrl: string): Promise<readonly string[]> {
  const { body } = await getJson<Array<{ slug: string }>>(`${baseUrl}/api/providers`)
  if (body.length === 0) throw new Error('the catalogue has no providers')
  return body.map((p) => p.slug)
}
