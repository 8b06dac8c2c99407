import * as E from 'fp-ts/Either'
import type * as TE from 'fp-ts/TaskEither'
import type { Ledger } from '../ledger/ledger.port'
import type { CasinoGameSessions } from './casino-game-sessions'
import type { GameLookup } from './game-lookup'
import type { GameProvider } from './game-provider.port'

export type LaunchRefusal =
  | { readonly _tag: 'GameNotFound' }
  | { readonly _tag: 'GameUnavailable' }
  | { readonly _tag: 'InsufficientBalance'; readonly minBetCents: number }

/**
 * Opens a game for a signed-in player: the game must exist, the provider must offer it and the
 * player's total balance must cover its smallest bet. The casino then opens a wallet session and
 * the provider answers the URL of the game page (carrying a one-time launch token, never the
 * player's own credentials). A launched game goes first in the player's recently played.
 */
export const makeLaunchGame =
  (deps: {
    ledger: Ledger
    games: GameLookup
    provider: GameProvider
    sessions: CasinoGameSessions
    /** The player's recently played list, which follows them to every device. */
    recordPlay: (userId: number, gameId: string) => Promise<void>
  }) =>
  (input: {
    readonly userId: number
    readonly accessTokenId: number
    readonly gameRef: string | number
    readonly casinoOrigin: string
  }): TE.TaskEither<LaunchRefusal, { readonly sessionUrl: string }> =>
  async () => {
    const game = await deps.games.find(input.gameRef)
    if (game === null) return E.left({ _tag: 'GameNotFound' })
    const terms = await deps.provider.terms(game.gameId)
    if (terms === null) return E.left({ _tag: 'GameUnavailable' })
    const balances = await deps.ledger.balances(input.userId)
    if (balances.totalCents < terms.minBetCents) return E.left({ _tag: 'InsufficientBalance', minBetCents: terms.minBetCents })
    // The game session ends with the login that launched it (logout, password change elsewhere).
    const session = await deps.sessions.open({ userId: input.userId, gameId: game.gameId, accessTokenId: input.accessTokenId })
    const opened = await deps.provider.openSession({
      gameId: game.gameId,
      walletToken: session.walletToken,
      casinoOrigin: input.casinoOrigin,
      currency: 'USD',
    })
    await deps.recordPlay(input.userId, game.gameId)
    return E.right({ sessionUrl: opened.url })
  }

export type LaunchGame = ReturnType<typeof makeLaunchGame>
