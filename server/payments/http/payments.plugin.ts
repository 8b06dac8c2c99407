import type { FastifyInstance } from 'fastify'
import type { PaymentsArea } from '../../composition/payments.composition'
import type { AuthHooks } from '../../http/plugins/authenticate'
import { cryptoRoutes } from './crypto.routes'
import { depositRoutes } from './deposit.routes'
import { sandboxCheckoutRoutes } from './sandbox-checkout.routes'
import { sandboxWalletRoutes } from './sandbox-wallet.routes'
import { webhookRoutes } from './webhooks.routes'
import { withdrawRoutes } from './request-withdrawal.routes'
import { myWithdrawalsRoutes } from './my-withdrawals.routes'

/**
 * Every payment route (prefix /api). Players' routes need a signed-in player; the webhooks and
 * the sandbox checkout (each in its own scope, with its own body parser) prove themselves otherwise.
 * The sandbox routes exist only while both providers are sandboxes (payments-mode.rules.ts): live,
 * they are not registered at all and answer 404 like any unknown path.
 */
export const paymentsPlugin = (graph: PaymentsArea, auth: AuthHooks) => async (app: FastifyInstance) => {
  const onRequest = auth.requireUser
  await app.register(depositRoutes(graph, onRequest))
  await app.register(cryptoRoutes(graph, onRequest))
  await app.register(withdrawRoutes(graph, onRequest))
  await app.register(myWithdrawalsRoutes(graph.listing, onRequest))
  await app.register(webhookRoutes(graph))
  if (graph.sandbox.lightning !== null) await app.register(sandboxWalletRoutes(graph, onRequest))
  if (graph.sandbox.crypto !== null) await app.register(sandboxCheckoutRoutes(graph))
}
