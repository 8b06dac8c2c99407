import type { FastifyReply } from 'fastify'
import { CRASH_MIN_CASHOUT_X100 } from '../../../src/core/fairness/play-choices.rules'
import { assertNever } from '../../../src/core/shared/assert-never'
import type { TooEarly } from '../crash-rounds.use-case'
import type { PlayRefusal } from '../play-refusal'
import type { RoundInPlay } from '../session-play-lock'
import { SESSION_ENDED } from './play-auth'

const playRefusal = (refusal: PlayRefusal): { readonly status: number; readonly message: string } => {
  switch (refusal._tag) {
    case 'InsufficientFunds':
      return { status: 409, message: 'Insufficient balance for this bet.' }
    case 'LimitReached':
      return { status: 409, message: refusal.message }
    case 'SessionEnded':
      return { status: 401, message: SESSION_ENDED }
    case 'CasinoRefused':
      return { status: 409, message: 'The casino refused this bet.' }
    case 'CasinoUnavailable':
      return { status: 503, message: 'The casino did not answer, so the round was cancelled; any bet taken is refunded.' }
    case 'RoundInPlay':
      return { status: 409, message: 'A round is already in the air.' }
    default:
      return assertNever(refusal)
  }
}

/** A round not played: `{message, code}`, the code being the refusal's tag (the game page acts on it). */
export const replyPlayRefusal = (reply: FastifyReply, refusal: PlayRefusal): FastifyReply => {
  const { status, message } = playRefusal(refusal)
  return reply.status(status).send({ message, code: refusal._tag })
}

export const replyCashOutRefusal = (reply: FastifyReply, refusal: TooEarly): FastifyReply => {
  switch (refusal._tag) {
    case 'TooEarly':
      return reply.status(409).send({ message: `Cash out from ${(CRASH_MIN_CASHOUT_X100 / 100).toFixed(2)}x.` })
    default:
      return assertNever(refusal._tag)
  }
}

/** Revealing the seed of a round still in play would reveal its outcome (a crash point). */
export const replyRotateRefusal = (reply: FastifyReply, refusal: RoundInPlay): FastifyReply => {
  switch (refusal._tag) {
    case 'RoundInPlay':
      return reply.status(409).send({ message: 'Finish the round in play before changing seeds.' })
    default:
      return assertNever(refusal._tag)
  }
}
