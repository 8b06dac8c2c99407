import type { FastifyInstance } from 'fastify'
import type { Container } from 'inversify'
import { requireUser } from '../../http/plugins/authenticate'
import { paymentsGraph } from '../payments-graph'
import { cryptoRoutes } from './crypto.routes'
import { depositRoutes } from './deposit.routes'
import { sandboxCheckoutRoutes } from './sandbox-checkout.routes'
import { sandboxWalletRoutes } from './sandbox-wallet.routes'
import { webhookRoutes } from './webhooks.routes'
import { withdrawRoutes } from './withdraw.routes'

/**
 * Every payment route (prefix /api). Players' routes need a signed-in player; the webhooks and
 * the sandbox checkout (each in its own scope, with its own body parser) prove themselves otherwise.
 */
export const paymentsPlugin = (container: Container) => async (app: FastifyInstance) => {
  const graph = paymentsGraph(container)
  const onRequest = requireUser(container)
  await app.register(depositRoutes(graph, onRequest))
  await app.register(cryptoRoutes(graph, onRequest))
  await app.register(withdrawRoutes(graph, onRequest))
  await app.register(sandboxWalletRoutes(graph, onRequest))
  await app.register(webhookRoutes(graph))
  await app.register(sandboxCheckoutRoutes(graph))
}

