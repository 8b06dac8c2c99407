import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { composeServer } from '../../../../server/composition/compose-server'
import type { ServerPorts } from '../../../../server/composition/server-ports'
import { createApp } from '../../../../server/app'
import { seedCatalogue } from '../../../../server/catalogue/seed-catalogue-rows'
import type { Db } from '../../../../server/db/database'
import type { CasinoClient } from '../../../../server/game-provider/casino-client.port'
import { httpCasinoClient, type FetchFn } from '../../../../server/game-provider/http-casino-client.adapter'
import { createProviderApp } from '../../../../server/game-provider/provider-app'
import type { ProviderGraph } from '../../../../server/composition/game-provider.composition'
import type { Clock } from '../../../../src/core/shared/clock.port'
import { openTestDatabase, type Engine } from '../../support/test-database'
import { testConfig } from '../../support/test-app'

export const WALLET_SECRET = 'test-wallet-secret-0123456789abcdef0123456789'
export const GAME_ORIGIN = 'http://games.test:3001'
export const CASINO_ORIGIN = 'http://casino.test:3000'

/** A clock the test moves by hand. */
export class ManualClock implements Clock {
  constructor(private at = Date.parse('2030-01-01T12:00:00Z')) {}
  now = (): Date => new Date(this.at)
  advance(ms: number): void {
    this.at += ms
  }
}

/** fetch, answered by `app.inject`: the provider's wallet calls reach the casino app in-process. */
export const injectFetch =
  (app: FastifyInstance): FetchFn =>
  async (url, init) => {
    const target = new URL(url)
    const res = await app.inject({
      method: init.method as 'POST',
      url: target.pathname + target.search,
      headers: init.headers,
      payload: init.body,
    })
    return new Response(res.body, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    })
  }

/** A built game page stand-in: the real one is Vite's output, which server tests do not build. */
export function fakeClientDir(): string {
  const dir = join('.tmp', `game-client-${randomBytes(4).toString('hex')}`)
  mkdirSync(join(dir, 'game'), { recursive: true })
  writeFileSync(
    join(dir, 'game', 'index.html'),
    '<!doctype html><html><head><title>Game</title><link rel="stylesheet" href="/assets/game.css"></head><body></body></html>',
  )
  return dir
}

export interface GamesHarness {
  readonly db: Db
  readonly clock: ManualClock
  readonly casino: FastifyInstance
  readonly provider: FastifyInstance
  readonly graph: ProviderGraph
  readonly ports: Partial<ServerPorts>
  readonly close: () => Promise<void>
}

/**
 * The casino app and the demo provider app over one fresh database, wired as in production
 * except that the provider reaches the casino's wallet through `inject` (or `wallet`, to fake
 * a failing network).
 */
export async function openGamesHarness(
  engine: Engine,
  options: { casino?: (real: CasinoClient) => CasinoClient } = {},
): Promise<GamesHarness> {
  const database = await openTestDatabase(engine)
  await seedCatalogue(database.db)
  const clock = new ManualClock()
  const config = testConfig({ seamlessWalletSecret: WALLET_SECRET, gameOrigin: GAME_ORIGIN })
  const ports: Partial<ServerPorts> = { Clock: clock }
  const server = composeServer({ config, db: database.db }, ports)
  const casino = await createApp(server)
  const real = httpCasinoClient({
    baseUrl: 'http://casino.internal',
    secret: server.play.secret,
    clock,
    fetchFn: injectFetch(casino),
  })
  const clientDir = fakeClientDir()
  const { app: provider, graph } = await createProviderApp({
    db: database.db,
    clock,
    casino: options.casino ? options.casino(real) : real,
    clientDir,
    logLevel: 'silent',
    trustProxy: false,
  })
  return {
    db: database.db,
    clock,
    casino,
    provider,
    graph,
    ports,
    close: async () => {
      await provider.close()
      await casino.close()
      await database.close()
      rmSync(clientDir, { recursive: true, force: true })
    },
  }
}
