import type { FastifyReply } from 'fastify'
import { toWireNames, type FieldNames } from '../../../src/adapters/http/contracts/field-names'
import type { InvalidForm } from '../../../src/core/shared/form-errors'
import { toApiError } from '../../../src/core/shared/form-errors'
import { TAKEN_MESSAGES, type TakenField } from '../account'
import { waitText } from '../../http/wait-text'

/** 422 with the core rules' messages, field by field, each field by the name the request gave it. */
export const replyInvalidForm = <F extends string>(reply: FastifyReply, invalid: InvalidForm<F>, names: FieldNames = {}) => {
  const answer = toApiError(invalid)
  return reply.status(422).send({ ...answer, errors: toWireNames(names, answer.errors) })
}

/** 422 naming which of username and email another account holds. */
export const replyTaken = (reply: FastifyReply, fields: readonly TakenField[]) =>
  reply.status(422).send({
    message: TAKEN_MESSAGES[fields[0] ?? 'username'],
    errors: Object.fromEntries(fields.map((f) => [f, [TAKEN_MESSAGES[f]]])),
  })

/** 429 with Retry-After, after too many failed password checks. */
export const replyThrottled = (reply: FastifyReply, retryAfterSeconds: number) =>
  reply
    .status(429)
    .header('Retry-After', String(retryAfterSeconds))
    .send({ message: `Too many failed login attempts. Please try again in ${waitText(retryAfterSeconds)}.` })
