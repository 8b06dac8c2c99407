import type { FastifyInstance, FastifyReply } from 'fastify'
import { ListTransactions } from '../../../src/contracts/balances.contract'
import type { BalancesArea } from '../../composition/balances.composition'
import { routeEndpoint } from '../../http/endpoint-route'
import { signedInUser, type AuthHooks } from '../../http/plugins/authenticate'
import { transactionView } from './transactions.view'

const DEFAULT_PER_PAGE = 20
const MAX_PER_PAGE = 100
const MAX_PAGE = 1_000_000

const invalid = (reply: FastifyReply, field: string, message: string) => reply.status(422).send({ message, errors: { [field]: [message] } })

/** GET /casino/transaction (bearer): the player's movements, newest first, a page at a time. */
export function transactionsRoutes(balances: BalancesArea, auth: AuthHooks) {
  return async (app: FastifyInstance) => {
    const { history } = balances
    routeEndpoint(app, ListTransactions, { onRequest: auth.requireUser }, async (request, reply) => {
      const page = request.query.page ?? 1
      if (page > MAX_PAGE) return invalid(reply, 'page', 'The page must be a whole number from 1.')
      const perPage = request.query.per_page ?? DEFAULT_PER_PAGE
      if (perPage > MAX_PER_PAGE) return invalid(reply, 'per_page', `The per page must be a whole number from 1 to ${MAX_PER_PAGE}.`)
      const result = await history.page(signedInUser(request).id, { offset: (page - 1) * perPage, limit: perPage })
      reply.header('Cache-Control', 'no-store')
      return {
        success: true as const,
        transactions: result.rows.map(transactionView),
        page,
        per_page: perPage,
        total: result.total,
        last_page: Math.max(1, Math.ceil(result.total / perPage)),
      }
    })
  }
}
