import { bonusesRoutes } from './bonuses/http/bonuses.routes'
import { affiliatesRoutes } from './referrals/http/affiliates.routes'
import { vipRoutes } from './vip/http/vip.routes'
import { saferPlayRoutes } from './safer-play/http/safer-play.routes'
import compress from '@fastify/compress'
import { join } from 'node:path'
import Fastify, { type FastifyInstance, type onRouteHookHandler } from 'fastify'
import type { DestinationStream } from 'pino'
import type { ServerGraph } from './composition/compose-server'
import { registerErrorHandler } from './http/plugins/error-handler'
import { refuseHostileInput } from './http/plugins/hostile-input'
import { registerRequestedWithGuard } from './http/plugins/requested-with-guard'
import { spaScriptHashes } from './http/inline-script-hashes'
import { registerPrivateAnswers } from './http/plugins/private-answers'
import { registerSecurityHeaders } from './http/plugins/security-headers'
import { registerSpa } from './http/plugins/spa'
import { fastifyTrustProxy } from './http/trust-proxy'
import { registerRateLimits } from './http/rate-limits/rate-limits.plugin'
import { healthRoutes } from './http/health.routes'
import { accountsRoutes } from './accounts/http/accounts.routes'
import { profileRoutes } from './accounts/http/profile.routes'
import { twoFactorRoutes } from './accounts/http/two-factor.routes'
import { countriesRoutes } from './countries/http/countries.routes'
import { catalogueRoutes } from './catalogue/http/catalogue.routes'
import { favouritesRoutes } from './catalogue/http/favourites.routes'
import { balancesRoutes } from './ledger/http/balances.routes'
import { accountSessionsRoutes } from './accounts/http/account-sessions.routes'
import { balanceStreamRoutes } from './ledger/http/balance-stream.routes'
import { transactionsRoutes } from './ledger/http/transactions.routes'
import { gamesLaunchRoutes } from './play/http/launch.routes'
import { seamlessWalletRoutes } from './play/http/seamless-wallet.routes'
import { paymentsPlugin } from './payments/http/payments.plugin'
import { operatorPlugin } from './operator/http/operator.plugin'
import { supportRoutes } from './support/http/support.routes'
import { supportStreamRoutes } from './support/http/support-stream.routes'
import { operatorSupportRoutes } from './support/http/operator-support.routes'
import { loggerOptions } from './logging'
import { createLifecycle, type Lifecycle } from './operations/lifecycle'
import type { Metrics } from './operations/metrics'
import { registerProbesAndRequestFigures } from './operations/probes.routes'
import { registerRequestContext, requestIdOf } from './operations/request-context'

export interface AppOptions {
  readonly logLevel?: string
  /** Origins the SPA may frame (the game provider's). */
  readonly frameOrigins?: readonly string[]
  /** Where log lines go (tests read them); stdout when unset. */
  readonly logStream?: DestinationStream
  /** Sees every route as it is added: tests enumerate the API with it. */
  readonly onRoute?: onRouteHookHandler
  /** Draining state for readiness (server.ts owns it); a fresh one, never draining, when unset. */
  readonly lifecycle?: Lifecycle
  /** Request and stream figures go here when set (server.ts serves them on METRICS_PORT). */
  readonly metrics?: Metrics
  /** Open balance streams allowed per player and per address (balance-stream.routes.ts has the defaults). */
  readonly balanceStreamCaps?: { readonly perPlayer: number; readonly perAddress: number }
}

/** Builds the HTTP app around the composed server; listening is server.ts's job, tests inject. */
export async function createApp(graph: ServerGraph, options: AppOptions = {}): Promise<FastifyInstance> {
  const { config, db, accounts } = graph
  const app = Fastify({
    logger: loggerOptions(options.logLevel ?? config.logLevel, options.logStream),
    bodyLimit: 64 * 1024,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    genReqId: requestIdOf,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: true } },
  })
  if (options.onRoute) app.addHook('onRoute', options.onRoute)
  registerRequestContext(app)
  registerProbesAndRequestFigures(app, { db, lifecycle: options.lifecycle ?? createLifecycle(), metrics: options.metrics })
  registerErrorHandler(app)
  refuseHostileInput(app)
  // Catalogue lists run to hundreds of kilobytes of JSON; players on phones should not pay for that.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] })
  registerPrivateAnswers(app)
  await registerSecurityHeaders(app, options.frameOrigins ?? [config.gameOrigin], spaScriptHashes(join(config.clientDir, 'index.html')))
  // The game provider's servers call the seamless wallet and prove themselves by signature; payment
  // providers' webhooks likewise; the sandbox checkout is a plain HTML form (its invoice id is its key).
  registerRequestedWithGuard(app, ['/api/webhooks/', '/api/seamless-wallet/', '/api/sandbox/crypto/checkout/'])

  await registerRateLimits(app, { db, clock: graph.clock, config: config.rateLimits })
  await app.register(healthRoutes(db), { prefix: '/api' })
  await app.register(accountsRoutes(accounts), { prefix: '/api' })
  await app.register(profileRoutes(accounts), { prefix: '/api' })
  await app.register(twoFactorRoutes(accounts), { prefix: '/api' })
  await app.register(accountSessionsRoutes(accounts), { prefix: '/api' })
  await app.register(countriesRoutes(), { prefix: '/api' })
  await app.register(catalogueRoutes(graph.catalogue, accounts.auth), { prefix: '/api' })
  await app.register(favouritesRoutes(graph.catalogue, accounts.auth), { prefix: '/api' })
  await app.register(balancesRoutes(graph.balances, accounts.auth), { prefix: '/api' })
  // The streams a sign-in opened end with it, on whichever process it ends (migration 0210's NOTIFY).
  const endedLogins = accounts.endedLogins((err) => app.log.warn({ err }, 'could not check which sign-ins ended'))
  app.addHook('onClose', async () => endedLogins.close())
  await app.register(balanceStreamRoutes(graph.balances, accounts.auth, endedLogins, options.metrics?.streams, options.balanceStreamCaps), {
    prefix: '/api',
  })
  await app.register(transactionsRoutes(graph.balances, accounts.auth), { prefix: '/api' })
  await app.register(bonusesRoutes(graph.bonuses, accounts.auth), { prefix: '/api' })
  await app.register(vipRoutes(graph.vip, accounts.auth), { prefix: '/api' })
  await app.register(affiliatesRoutes(graph.referrals, accounts.auth), { prefix: '/api' })
  await app.register(gamesLaunchRoutes(graph.play, accounts.auth), { prefix: '/api' })
  await app.register(seamlessWalletRoutes(graph.play.seamlessWallet), { prefix: '/api' })
  await app.register(paymentsPlugin(graph.payments, accounts.auth), { prefix: '/api' })
  await app.register(operatorPlugin(graph.operator), { prefix: '/api' })
  await app.register(supportRoutes(graph.support, accounts.auth), { prefix: '/api' })
  await app.register(supportStreamRoutes(graph.support, accounts.auth, endedLogins), { prefix: '/api' })
  await app.register(operatorSupportRoutes(graph.support), { prefix: '/api' })
  await app.register(saferPlayRoutes(graph.saferPlay, accounts.auth), { prefix: '/api' })

  await registerSpa(app, config.clientDir)
  return app
}
