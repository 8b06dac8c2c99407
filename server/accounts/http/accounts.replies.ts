import type { FastifyReply } from 'fastify'
import { toWireNames, type FieldNames } from '../../../src/contracts/field-names'
import type { InvalidForm } from '../../../src/core/shared/form-errors'
import { assertNever } from '../../../src/core/shared/assert-never'
import { toApiError } from '../../../src/core/shared/form-errors'
import { TAKEN_MESSAGES, type TakenField } from '../account'
import type { LoginError } from '../login.use-case'
import type { CompleteSignInError } from '../complete-sign-in.use-case'
import { TWO_FACTOR_MESSAGES } from '../../../src/core/auth/two-factor.rules'
import type { RegisterError } from '../register.use-case'
import type { UpdatePasswordError } from '../update-password.use-case'
import type { UpdateProfileError } from '../update-profile.use-case'
import { waitText } from '../../http/wait-text'

export const WRONG_CREDENTIALS = { message: 'These credentials do not match our records.' } as const
export const ACCOUNT_LOCKED = { message: 'This account is locked. Please contact support.' } as const

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

export type AccountsError = RegisterError | LoginError | CompleteSignInError | UpdateProfileError | UpdatePasswordError

/**
 * Any account use case's failure as its answer; each route passes its own use case's errors and
 * the wire names of its form's fields, so a 422 names them as the request did.
 */
export function replyAccountsError(reply: FastifyReply, error: AccountsError, names: FieldNames = {}): FastifyReply {
  switch (error._tag) {
    case 'InvalidForm':
      return replyInvalidForm<string>(reply, error, names)
    case 'Taken':
      return replyTaken(reply, error.fields)
    case 'WrongCredentials':
      return reply.status(401).send(WRONG_CREDENTIALS)
    case 'SignInFailed':
      return reply.status(401).send({ message: TWO_FACTOR_MESSAGES.signInFailed })
    case 'WrongCurrentPassword':
      return reply.status(401).send({ message: 'Current password is incorrect.' })
    case 'Throttled':
      return replyThrottled(reply, error.retryAfterSeconds)
    case 'Locked':
      return reply.status(403).send(ACCOUNT_LOCKED)
    case 'OnBreak':
      return reply.status(403).send({ message: error.message })
    default:
      return assertNever(error)
  }
}
