import type { FastifyReply, FastifyRequest } from 'fastify'
import { hashOpaqueToken } from '../../play/opaque-token'
import type { ProviderSession, ProviderSessions } from '../provider-sessions'

declare module 'fastify' {
  interface FastifyRequest {
    /** The game session of a play-API call (set by requirePlaySession). */
    playSession?: ProviderSession
  }
}

export const SESSION_ENDED = 'Your game session has ended. Close the game and launch it again from the casino.'

const BEARER = /^Bearer ([A-Za-z0-9_-]{43})$/

/** The game page sends the play token its launch gave it; nothing else opens the play API. */
export const requirePlaySession =
  (sessions: ProviderSessions) =>
  async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1]
    const session = token === undefined ? null : await sessions.byPlayToken(hashOpaqueToken(token))
    if (session === null) {
      await reply.status(401).send({ message: SESSION_ENDED })
      return reply
    }
    request.playSession = session
  }

export const playSessionOf = (request: FastifyRequest): ProviderSession => {
  if (request.playSession === undefined) throw new Error(`${request.url} has no requirePlaySession preHandler`)
  return request.playSession
}
