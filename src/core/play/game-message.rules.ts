import * as E from 'fp-ts/Either'

/** What a game page tells the casino: a round ended and the player's balance is now this. */
export interface GameRoundMessage {
  readonly type: 'coinfall:round'
  readonly balanceCents: number
}

/**
 * The player pressed Escape inside the game: key presses in the game's cross-origin frame never
 * reach the casino page, so the game asks the casino to close the overlay.
 */
export interface GameCloseMessage {
  readonly type: 'coinfall:close'
}

type GameMessage = GameRoundMessage | GameCloseMessage

type GameMessageRefusal = 'ForeignOrigin' | 'NotAGameMessage'

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * Reads a `message` event from a game frame. Only the game provider's exact origin is trusted
 * (any other window can post to us); the data must be a close message, or a round message with a
 * whole, non-negative cent balance. Never throws. The balance is a hint to refresh the header,
 * never money.
 */
export const parseGameMessage = (
  event: { readonly origin: string; readonly data: unknown },
  gameOrigin: string,
): E.Either<GameMessageRefusal, GameMessage> => {
  if (gameOrigin === '' || event.origin !== gameOrigin) return E.left('ForeignOrigin')
  const data = event.data
  if (isRecord(data) && data.type === 'coinfall:close') return E.right({ type: 'coinfall:close' })
  if (!isRecord(data) || data.type !== 'coinfall:round') return E.left('NotAGameMessage')
  const balance = data.balanceCents
  if (typeof balance !== 'number' || !Number.isSafeInteger(balance) || balance < 0) return E.left('NotAGameMessage')
  return E.right({ type: 'coinfall:round', balanceCents: balance })
}

/** The origin to trust for a launched game: the SessionUrl's own ('' when it is not an http(s) URL). */
export const gameOriginOf = (sessionUrl: string): string => {
  try {
    const url = new URL(sessionUrl)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : ''
  } catch {
    return ''
  }
}
