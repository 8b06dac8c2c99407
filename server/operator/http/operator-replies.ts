import type { FastifyReply } from 'fastify'
import { assertNever } from '../../../src/core/shared/assert-never'
import type { WithdrawalDecisionError } from '../withdrawal-decisions'

export const WITHDRAWAL_NOT_FOUND = { message: 'Withdrawal not found.' } as const
export const PLAYER_NOT_FOUND = { message: 'Player not found.' } as const

/** A withdrawal decision that could not be taken: what the operator reads, with the status it is in now. */
export function replyDecisionError(reply: FastifyReply, error: WithdrawalDecisionError): FastifyReply {
  switch (error._tag) {
    case 'NotFound':
      return reply.status(404).send(WITHDRAWAL_NOT_FOUND)
    case 'NotLightning':
      return reply
        .status(409)
        .send({ message: 'Crypto payouts are paid by the gateway, not approved or refused here: re-check them instead.' })
    case 'AlreadyDecided':
      return reply.status(409).send({ message: `This withdrawal is ${error.status} already: nothing was done.`, status: error.status })
    case 'NothingToRead':
      return reply.status(409).send({
        message: `This withdrawal is ${error.status} and its provider never gave a payout id to read. Look it up in the provider's dashboard by the withdrawal id.`,
        status: error.status,
      })
    case 'ProviderUnavailable':
      return reply.status(502).send({ message: 'The provider did not answer. Nothing changed; try again in a minute.' })
    case 'NotAwaitingDecision':
      return reply.status(409).send({
        message: `This withdrawal is ${error.status} and does not need a decision: approve, reject or re-check it instead.`,
        status: error.status,
      })
    case 'AlreadyProposed':
      return reply.status(409).send({ message: 'Another decision is proposed already: confirm or decline it first.' })
    case 'NoProposal':
      return reply.status(409).send({ message: 'Nothing is proposed for this withdrawal: propose a decision first.' })
    case 'SameOperator':
      return reply.status(403).send({ message: 'Another operator must confirm the decision you proposed.' })
    default:
      return assertNever(error)
  }
}
