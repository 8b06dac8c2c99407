import type { FastifyInstance, FastifyReply } from 'fastify'
import * as E from 'fp-ts/Either'
import { EndOperatorSessions, ListOperators, LockOperator, UnlockOperator } from '../../../src/contracts/operator.contract'
import { assertNever } from '../../../src/core/shared/assert-never'
import type { OperatorArea } from '../../composition/operator.composition'
import { addressKey } from '../../http/address-key'
import { routeEndpoint } from '../../http/endpoint-route'
import type { OperatorControlError } from '../operator-control'
import { signedInOperator } from './operator-auth'

const replyControlError = (reply: FastifyReply, error: OperatorControlError): FastifyReply => {
  switch (error._tag) {
    case 'OperatorNotFound':
      return reply.status(404).send({ message: 'Operator not found.' })
    case 'AlreadyLocked':
      return reply.status(409).send({ message: 'This operator is locked already.' })
    case 'NotLocked':
      return reply.status(409).send({ message: 'This operator is not locked.' })
    case 'OwnAccount':
      return reply.status(409).send({ message: 'You cannot do this to your own account: sign out instead.' })
    default:
      return assertNever(error)
  }
}

/** GET /operator/operators; POST …/{id}/lock, …/unlock, …/sessions/end (manage_operators). */
export function operatorOperatorsRoutes(area: OperatorArea) {
  return async (app: FastifyInstance) => {
    const onRequest = area.hooks.requireOperator('manage_operators')

    routeEndpoint(app, ListOperators, { onRequest }, async () =>
      (await area.operators.list()).map((o) => ({
        id: o.id,
        name: o.name,
        username: o.username,
        email: o.email,
        permissions: [...o.permissions],
        locked: o.locked,
        one_time_password_expires_at:
          o.passwordIsTemporary && o.temporaryPasswordExpiresAt ? o.temporaryPasswordExpiresAt.toISOString() : null,
      })),
    )

    for (const [endpoint, act] of [
      [LockOperator, area.control.lock],
      [UnlockOperator, area.control.unlock],
      [EndOperatorSessions, area.control.endSessions],
    ] as const) {
      routeEndpoint(app, endpoint, { onRequest }, async (request, reply) => {
        const actor = { via: 'api' as const, operatorId: signedInOperator(request).id, address: addressKey(request.ip) }
        const result = await act(actor, request.params.id, request.body.reason)
        if (E.isLeft(result)) return replyControlError(reply, result.left)
        return { sessions_ended: result.right.sessionsEnded }
      })
    }
  }
}
