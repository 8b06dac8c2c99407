import type { FastifyReply } from 'fastify'
import { assertNever } from '../../../src/core/shared/assert-never'
import type { OperatorActError } from '../support-desk'

export const CONVERSATION_NOT_FOUND = { message: 'Conversation not found.' } as const

/** A refused message text: 422 {message, errors: {text}}, as every refused field is answered. */
export const badText = (reply: FastifyReply, message: string): FastifyReply =>
  reply.status(422).send({ message, errors: { text: [message] } })

export function replySupportError(reply: FastifyReply, error: OperatorActError): FastifyReply {
  switch (error._tag) {
    case 'BadText':
      return badText(reply, error.message)
    case 'ConversationNotFound':
      return reply.status(404).send(CONVERSATION_NOT_FOUND)
    case 'ClaimedByAnother':
      return reply.status(409).send({ message: `${error.operatorName} has taken this conversation: nothing was done.` })
    default:
      return assertNever(error)
  }
}
