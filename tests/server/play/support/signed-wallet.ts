import { randomBytes } from 'node:crypto'
import type { LightMyRequestResponse } from 'fastify'
import { WALLET_HEADERS, signWalletRequest } from '../../../../server/play/seamless-wallet/wallet-signature'
import { CASINO_ORIGIN, WALLET_SECRET, type GamesHarness } from './games-harness'
import { bearer, type TestPlayer } from './players'

/** A correctly signed seamless-wallet call to the casino, as the provider sends it. */
export const signedWalletCall =
  (h: GamesHarness) =>
  (operation: 'balance' | 'bet' | 'win' | 'rollback', payload: object): Promise<LightMyRequestResponse> => {
    const body = JSON.stringify(payload)
    const timestamp = String(h.clock.now().getTime())
    const nonce = randomBytes(16).toString('hex')
    const path = `/api/seamless-wallet/${operation}`
    const signature = signWalletRequest(WALLET_SECRET, { timestamp, nonce, method: 'POST', path, body })
    return h.casino.inject({
      method: 'POST',
      url: path,
      payload: body,
      headers: {
        'content-type': 'application/json',
        [WALLET_HEADERS.timestamp]: timestamp,
        [WALLET_HEADERS.nonce]: nonce,
        [WALLET_HEADERS.signature]: signature,
      },
    })
  }

/** Launches a game for `player` and answers the session's wallet token, as the provider holds it. */
export async function launchForWallet(h: GamesHarness, player: TestPlayer, gameId = 'cf-slots-myth'): Promise<string> {
  const launch = await h.casino.inject({
    method: 'POST',
    url: '/api/game/launchgame',
    headers: { ...bearer(player), origin: CASINO_ORIGIN },
    payload: { gameId, userId: player.userId },
  })
  if (launch.statusCode !== 200 || !('SessionUrl' in launch.json())) throw new Error(`launch failed: ${launch.statusCode} ${launch.body}`)
  const row = await h.db.selectFrom('gp_sessions').select('wallet_token').orderBy('created_at', 'desc').executeTakeFirstOrThrow()
  return row.wallet_token
}
