import * as E from 'fp-ts/Either'
import type { FastifyReply } from 'fastify'
import { assertNever } from '../../../src/core/shared/assert-never'
import type { WalletAnswer, WalletRefusal } from '../seamless-wallet/wallet-answer'

interface WireRefusal {
  readonly status: number
  /** What the provider acts on (server/game-provider reads it); `message` is for a person. */
  readonly error: string
  readonly message: string
}

const wireRefusal = (refusal: WalletRefusal): WireRefusal => {
  switch (refusal._tag) {
    case 'SessionNotFound':
      return { status: 404, error: 'SESSION_NOT_FOUND', message: 'No game session has this token.' }
    case 'SessionExpired':
      return { status: 410, error: 'SESSION_EXPIRED', message: 'The game session has expired.' }
    case 'InsufficientFunds':
      return { status: 409, error: 'INSUFFICIENT_FUNDS', message: 'Insufficient balance.' }
    case 'RoundNotFound':
      return { status: 409, error: 'ROUND_NOT_FOUND', message: 'No such round in this session.' }
    case 'RoundClosed':
      return { status: 409, error: 'ROUND_CLOSED', message: 'The round is already settled or rolled back.' }
    case 'AmountMismatch':
      return { status: 409, error: 'AMOUNT_MISMATCH', message: 'This round was already booked with another amount.' }
    case 'LimitReached':
      return { status: 409, error: 'LIMIT_REACHED', message: refusal.message }
    default:
      return assertNever(refusal)
  }
}

/** A wallet call's answer in the seamless-wallet protocol: `{balanceCents, replayed}`, or a refusal's `{error, message}`. */
export const replyWalletAnswer = (reply: FastifyReply, result: E.Either<WalletRefusal, WalletAnswer>): FastifyReply => {
  if (E.isRight(result)) return reply.send({ balanceCents: result.right.balanceCents, replayed: result.right.replayed })
  const { status, error, message } = wireRefusal(result.left)
  return reply.status(status).send({ error, message })
}
