import type { FastifyReply, FastifyRequest } from 'fastify'
import type { PaymentRefusal } from '../payment-refusal'
import type { ProviderFailure } from '../provider-result'

export const NOT_FOUND_MESSAGE = 'Invoice not found.'
export const PROVIDER_DOWN_MESSAGE = 'The payment provider is not available right now. Please try again in a moment.'

/** A refusal as the API's `{message, errors}`; the first field's message is the message. */
export function replyRefusal(reply: FastifyReply, refusal: PaymentRefusal): FastifyReply {
  switch (refusal._tag) {
    case 'Invalid': {
      const first = Object.values(refusal.errors)[0]?.[0] ?? 'The request is not valid.'
      return reply.status(422).send({ message: first, errors: refusal.errors })
    }
    case 'NotFound':
      return reply.status(404).send({ message: NOT_FOUND_MESSAGE })
    case 'Conflict':
      return reply.status(409).send({ message: refusal.message })
  }
}

/**
 * A provider that refused the player's request (a 400/422: an amount under its minimum) is the
 * player's to fix: 422 with the provider's words. Anything else is ours or the provider's: 502.
 */
export function replyProviderFailure(request: FastifyRequest, reply: FastifyReply, failure: ProviderFailure): FastifyReply {
  request.log.warn({ failure }, 'payment provider call failed')
  if (failure._tag === 'Refused' && (failure.status === 400 || failure.status === 422)) {
    const message = `The payment provider refused this payment: ${failure.message}`
    return reply.status(422).send({ message, errors: { amount: [message] } })
  }
  return reply.status(502).send({ message: PROVIDER_DOWN_MESSAGE })
}
