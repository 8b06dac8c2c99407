import type { FastifyInstance, FastifyReply } from 'fastify'
import type { WalletArea } from '../../composition/wallet.composition'
import { signedInUser, type AuthHooks } from '../../http/plugins/authenticate'
import { transactionView } from './transactions.view'

export const DEFAULT_PER_PAGE = 20
export const MAX_PER_PAGE = 100

const QUERY = {
  type: 'object',
  additionalProperties: false,
  properties: { page: { type: 'string', maxLength: 12 }, per_page: { type: 'string', maxLength: 12 } },
} as const

interface Query {
  readonly page?: string
  readonly per_page?: string
}

const wholeNumber = (raw: string | undefined, fallback: number): number | null =>
  raw === undefined ? fallback : /^[1-9][0-9]*$/.test(raw) ? Number(raw) : null

const invalid = (reply: FastifyReply, field: string, message: string) => reply.status(422).send({ message, errors: { [field]: [message] } })

/** GET /casino/transaction (bearer): the player's movements, newest first, a page at a time. */
export function transactionsRoutes(wallet: WalletArea, auth: AuthHooks) {
  return async (app: FastifyInstance) => {
    const { history } = wallet
    const onRequest = auth.requireUser
    app.get<{ Querystring: Query }>('/casino/transaction', { schema: { querystring: QUERY }, onRequest }, async (request, reply) => {
      const page = wholeNumber(request.query.page, 1)
      if (page === null || page > 1_000_000) return invalid(reply, 'page', 'The page must be a whole number from 1.')
      const perPage = wholeNumber(request.query.per_page, DEFAULT_PER_PAGE)
      if (perPage === null || perPage > MAX_PER_PAGE) {
        return invalid(reply, 'per_page', `The per page must be a whole number from 1 to ${MAX_PER_PAGE}.`)
      }
      const result = await history.page(signedInUser(request).id, { offset: (page - 1) * perPage, limit: perPage })
      reply.header('Cache-Control', 'no-store')
      return {
        success: true,
        transactions: result.rows.map(transactionView),
        page,
        per_page: perPage,
        total: result.total,
        last_page: Math.max(1, Math.ceil(result.total / perPage)),
      }
    })
  }
}
