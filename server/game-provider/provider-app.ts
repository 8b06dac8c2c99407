import { existsSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import Fastify, { type FastifyInstance, type onRouteHookHandler } from 'fastify'
import type { Clock } from '../../src/core/shared/clock.port'
import type { Db } from '../db/database'
import { registerErrorHandler } from '../http/plugins/error-handler'
import { refuseHostileInput } from '../http/plugins/hostile-input'
import { isSourceMap } from '../http/source-map-path'
import { fastifyTrustProxy, type TrustProxy } from '../http/trust-proxy'
import { loggerOptions } from '../logging'
import { registerRequestContext, requestIdOf } from '../operations/request-context'
import type { CasinoClient } from './casino-client.port'
import { playApiRoutes } from './http/play-api.routes'
import { playPageRoutes } from './http/play-page.routes'
import { playRoundRoutes } from './http/play-round.routes'
import { registerProviderHeaders } from './http/provider-headers'
import { composeGameProvider, type ProviderGraph } from '../composition/game-provider.composition'

export interface ProviderAppDeps {
  readonly db: Db
  readonly clock: Clock
  readonly casino: CasinoClient
  /** The built client: the game page is game/index.html in it, its scripts under assets/. */
  readonly clientDir: string
  readonly logLevel: string
  readonly trustProxy: TrustProxy
  /** Sees every route as it is added: tests enumerate the play API with it. */
  readonly onRoute?: onRouteHookHandler
}

/**
 * The demo game provider's own HTTP app, listening on its own origin (GAME_PORT / GAME_ORIGIN):
 * the game page, its assets and its play API. It shares no cookie, storage or route with the
 * casino; it reaches the casino only through the signed seamless wallet.
 */
export async function createProviderApp(deps: ProviderAppDeps): Promise<{ readonly app: FastifyInstance; readonly graph: ProviderGraph }> {
  const app = Fastify({
    logger: loggerOptions(deps.logLevel),
    bodyLimit: 16 * 1024,
    trustProxy: fastifyTrustProxy(deps.trustProxy),
    genReqId: requestIdOf,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: true } },
  })
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute)
  // Its request ids travel with its calls to the casino's seamless wallet (http-casino-client.adapter.ts).
  registerRequestContext(app)
  registerErrorHandler(app)
  refuseHostileInput(app)
  registerProviderHeaders(app)
  const graph = composeGameProvider({ db: deps.db, clock: deps.clock, casino: deps.casino, log: app.log })

  await app.register(playPageRoutes({ sessions: graph.sessions, clientDir: deps.clientDir }))
  await app.register(playApiRoutes(graph), { prefix: '/api' })
  await app.register(playRoundRoutes(graph), { prefix: '/api' })
  app.get('/health', async () => ({ status: 'ok' }))

  const assets = join(deps.clientDir, 'assets')
  if (existsSync(assets)) {
    await app.register(fastifyStatic, {
      root: assets,
      prefix: '/assets/',
      wildcard: false,
      // The build wrote .br and .gz copies (scripts/build/precompress.ts); sent as they are.
      preCompressed: true,
      allowedPath: (pathName) => !isSourceMap(pathName),
      setHeaders: (reply) => reply.header('cache-control', 'public, max-age=31536000, immutable'),
    })
  }
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: 'Not found.' }))
  return { app, graph }
}

/** Runs the recovery pass every `everyMs`, one pass at a time; returns the stop function. */
export function startRoundSweeper(app: FastifyInstance, graph: ProviderGraph, everyMs: number): () => void {
  let running = false
  const timer = setInterval(() => {
    if (running) return
    running = true
    graph
      .recoverRounds()
      .catch((err: unknown) => app.log.error({ err }, 'round sweeper failed'))
      .finally(() => {
        running = false
      })
  }, everyMs)
  timer.unref()
  return () => clearInterval(timer)
}
