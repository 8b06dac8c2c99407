import compress from '@fastify/compress'
import Fastify, { type FastifyInstance } from 'fastify'
import type { Container } from 'inversify'
import { resolve } from './composition/server-container'
import { registerErrorHandler } from './http/plugins/error-handler'
import { registerRequestedWithGuard } from './http/plugins/requested-with-guard'
import { registerSecurityHeaders } from './http/plugins/security-headers'
import { registerSpa } from './http/plugins/spa'
import { healthRoutes } from './http/routes/health.routes'
import { accountsRoutes } from './http/routes/accounts.routes'
import { profileRoutes } from './http/routes/profile.routes'
import { countriesRoutes } from './http/routes/countries.routes'
import { catalogueRoutes } from './http/routes/catalogue.routes'
import { favouritesRoutes } from './http/routes/favourites.routes'
import { walletBalanceRoutes } from './http/routes/wallet-balance.routes'
import { transactionsRoutes } from './http/routes/transactions.routes'
import { gamesLaunchRoutes } from './http/routes/games-launch.routes'
import { seamlessWalletPlugin } from './games/seamless-wallet/seamless-wallet.plugin'
import { paymentsPlugin } from './payments/http/payments.plugin'
import { loggerOptions } from './logging'

export interface AppOptions {
  readonly logLevel?: string
  /** Origins the SPA may frame (the game provider's). */
  readonly frameOrigins?: readonly string[]
}

/** Builds the HTTP app around a ready container; listening is server.ts's job, tests inject. */
export async function createApp(container: Container, options: AppOptions = {}): Promise<FastifyInstance> {
  const config = resolve(container, 'Config')
  const app = Fastify({
    logger: loggerOptions(options.logLevel ?? config.logLevel),
    bodyLimit: 64 * 1024,
    trustProxy: config.trustProxy,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: true } },
  })
  registerErrorHandler(app)
  // Catalogue lists run to hundreds of kilobytes of JSON; players on phones should not pay for that.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] })
  await registerSecurityHeaders(app, options.frameOrigins ?? [config.gameOrigin])
  // The game provider's servers call the seamless wallet and prove themselves by signature; payment
  // providers' webhooks likewise; the sandbox checkout is a plain HTML form (its invoice id is its key).
  registerRequestedWithGuard(app, ['/api/webhooks/', '/api/game-wallet/', '/api/sandbox/crypto/checkout/'])

  const db = resolve(container, 'Db')
  await app.register(healthRoutes(db), { prefix: '/api' })
  await app.register(accountsRoutes(container), { prefix: '/api' })
  await app.register(profileRoutes(container), { prefix: '/api' })
  await app.register(countriesRoutes(), { prefix: '/api' })
  await app.register(catalogueRoutes(container), { prefix: '/api' })
  await app.register(favouritesRoutes(container), { prefix: '/api' })
  await app.register(walletBalanceRoutes(container), { prefix: '/api' })
  await app.register(transactionsRoutes(container), { prefix: '/api' })
  await app.register(gamesLaunchRoutes(container), { prefix: '/api' })
  await app.register(seamlessWalletPlugin(container), { prefix: '/api/game-wallet' })
  await app.register(paymentsPlugin(container), { prefix: '/api' })

  await registerSpa(app, config.clientDir)
  return app
}
