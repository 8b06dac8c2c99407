import * as E from 'fp-ts/Either'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { forfeitWarning } from '../../../src/core/bonuses/bonus-grants.rules'
import { assertNever } from '../../../src/core/shared/assert-never'
import type { PaymentError, PaymentRefusal } from '../payment-refusal'
import type { ProviderFailure } from '../provider-result'
import type { SandboxPayRefusal } from '../sandbox/sandbox-speed.adapter'
import type { WebhookRejection } from '../webhook-check'
import { PAYOUTS_UNAVAILABLE_MESSAGE } from '../request-withdrawal.use-case'

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
    case 'PayoutsUnavailable':
      return reply.status(503).send({ message: PAYOUTS_UNAVAILABLE_MESSAGE })
    case 'ForfeitUnconfirmed':
      return reply.status(409).send({
        message: forfeitWarning(refusal.forfeitCents),
        forfeit_cents: refusal.forfeitCents,
        errors: { confirm_forfeit_cents: [String(refusal.forfeitCents)] },
      })
    default:
      return assertNever(refusal)
  }
}

/**
 * A provider that refused the player's request (a 400/422: an amount under its minimum) is the
 * player's to fix: 422 with the provider's words. Anything else is ours or the provider's: 502.
 */
function replyProviderFailure(request: FastifyRequest, reply: FastifyReply, failure: ProviderFailure): FastifyReply {
  request.log.warn({ failure }, 'payment provider call failed')
  if (failure._tag === 'Refused' && (failure.status === 400 || failure.status === 422)) {
    const message = `The payment provider refused this payment: ${failure.message}`
    return reply.status(422).send({ message, errors: { amount: [message] } })
  }
  return reply.status(502).send({ message: PROVIDER_DOWN_MESSAGE })
}

export function replyPaymentError(request: FastifyRequest, reply: FastifyReply, error: PaymentError): FastifyReply {
  switch (error._tag) {
    case 'Invalid':
    case 'NotFound':
    case 'Conflict':
    case 'PayoutsUnavailable':
    case 'ForfeitUnconfirmed':
      return replyRefusal(reply, error)
    case 'Refused':
    case 'Unavailable':
      return replyProviderFailure(request, reply, error)
    default:
      return assertNever(error)
  }
}

/** A payment use case's result as the route's answer: the value through `view`, a failure through replyPaymentError. */
export const replyPayment = <A, B>(
  request: FastifyRequest,
  reply: FastifyReply,
  result: E.Either<PaymentError, A>,
  view: (value: A) => B,
): FastifyReply | B => (E.isLeft(result) ? replyPaymentError(request, reply, result.left) : view(result.right))

const sandboxPayRefusal = (refusal: SandboxPayRefusal): { readonly status: number; readonly message: string } => {
  switch (refusal._tag) {
    case 'NotFound':
      return { status: 404, message: NOT_FOUND_MESSAGE }
    case 'Expired':
      return { status: 409, message: 'This invoice has expired.' }
    case 'Cancelled':
      return { status: 409, message: 'This invoice was cancelled.' }
    case 'AlreadyPaid':
      return { status: 409, message: 'This invoice is already paid.' }
    case 'MoreThanDue':
      return { status: 422, message: 'The amount is more than the invoice still asks for.' }
    default:
      return assertNever(refusal)
  }
}

export const replySandboxPayRefusal = (reply: FastifyReply, refusal: SandboxPayRefusal): FastifyReply => {
  const { status, message } = sandboxPayRefusal(refusal)
  return reply.status(status).send({ message })
}

/** A believed webhook answers 200 whatever it named, so the provider stops retrying (503 when its payment could not be re-read yet); one not believed, 401 (logged with why). */
export const replyWebhook = (
  request: FastifyRequest,
  reply: FastifyReply,
  refusedLog: string,
  result: E.Either<WebhookRejection, unknown>,
) => {
  if (E.isRight(result)) return reply.send({ received: true })
  // NOWPayments sends an IPN again after an answer that is not 2xx ("Recurrent payment notifications").
  if (result.left._tag === 'RetryLater') {
    request.log.warn({ reason: result.left._tag }, 'a believed webhook could not be re-read yet: answered 503 so it comes again')
    return reply.status(503).send({ message: 'The payment could not be checked yet. Please send it again.' })
  }
  request.log.warn({ reason: result.left._tag }, refusedLog)
  return reply.status(401).send({ message: 'The webhook signature is not valid.' })
}
