/** A game as the provider offers it to the casino. */
export interface ProviderGameTerms {
  readonly gameId: string
  /** The smallest bet the game takes: a player with less cannot play a round. */
  readonly minBetCents: number
}

/**
 * The game provider, as an aggregator's casino sees it: it describes its games and opens a
 * session for a player, answering the URL the player's browser loads. The provider then plays
 * rounds through the casino's seamless wallet, presenting `walletToken`.
 */
export interface GameProvider {
  /** Null when the provider does not offer this game. */
  readonly terms: (gameId: string) => Promise<ProviderGameTerms | null>
  /** `casinoOrigin` is the only origin allowed to frame the game and hear its messages. */
  readonly openSession: (input: {
    readonly gameId: string
    readonly walletToken: string
    readonly casinoOrigin: string
    readonly currency: 'USD'
  }) => Promise<{ readonly url: string }>
}
