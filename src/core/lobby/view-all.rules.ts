/** The catalogue's "View All" entry: a link tile to the whole casino, never a playable game. */
export const VIEW_ALL_NAME = 'View All'

export const isViewAllTile = (game: { readonly name: string }): boolean => game.name.trim().toLowerCase() === VIEW_ALL_NAME.toLowerCase()
