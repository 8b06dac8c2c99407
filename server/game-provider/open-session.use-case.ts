import { randomUUID } from 'node:crypto'
import type { Clock } from '../../src/core/shared/clock.port'
import { hashOpaqueToken, newOpaqueToken } from '../play/opaque-token'
import type { ProviderSessions } from './provider-sessions'

/** The launch link works once, for two minutes: long enough to load, useless once leaked. */
export const LAUNCH_TOKEN_TTL_MS = 2 * 60_000
/** How long a loaded game keeps playing without a new launch. */
export const PLAY_SESSION_TTL_MS = 12 * 60 * 60_000

/**
 * The provider's half of a launch: a session bound to the casino's wallet token and the origin
 * allowed to frame it, and a single-use launch URL on the provider's own origin.
 */
export const makeOpenSession =
  (deps: { sessions: ProviderSessions; clock: Clock; gameOrigin: string }) =>
  async (input: {
    readonly gameId: string
    readonly walletToken: string
    readonly casinoOrigin: string
    readonly currency: string
  }): Promise<{ readonly url: string }> => {
    const launchToken = newOpaqueToken()
    const now = deps.clock.now().getTime()
    await deps.sessions.create({
      id: randomUUID(),
      gameId: input.gameId,
      walletToken: input.walletToken,
      casinoOrigin: input.casinoOrigin,
      currency: input.currency,
      launchTokenHash: hashOpaqueToken(launchToken),
      launchExpiresAt: new Date(now + LAUNCH_TOKEN_TTL_MS),
      expiresAt: new Date(now + PLAY_SESSION_TTL_MS),
    })
    return { url: `${deps.gameOrigin}/play/${launchToken}` }
  }

export type OpenSession = ReturnType<typeof makeOpenSession>
