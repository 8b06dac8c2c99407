import type { Game } from './game'

const sameGame = (a: Game, b: Game): boolean =>
  a.id === b.id &&
  a.gameId === b.gameId &&
  a.name === b.name &&
  a.thumbnail === b.thumbnail &&
  a.favorite === b.favorite &&
  a.provider === b.provider

/**
 * A fresh answer with every game that equals one already shown replaced by that object: a list
 * arriving behind its first screen then leaves the cards already drawn as they are (a memoised
 * card compares its game by reference), where new objects would render each of them again.
 */
export function keepKnownGames(known: readonly Game[], fresh: readonly Game[]): readonly Game[] {
  if (known.length === 0) return fresh
  const byId = new Map(known.map((game) => [game.id, game]))
  return fresh.map((game) => {
    const shown = byId.get(game.id)
    return shown !== undefined && sameGame(shown, game) ? shown : game
  })
}
