/**
 * A game as the catalogue lists it (docs/product/entities-and-states.md#game). `favorite` is the
 * signed-in player's flag.
 */
export interface Game {
  readonly id: number
  readonly gameId: string
  readonly name: string
  readonly thumbnail: string
  readonly favorite: boolean
  readonly provider?: string
}
