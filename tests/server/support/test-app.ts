import type { FastifyInstance } from 'fastify'
import { createApp, type AppOptions } from '../../../server/app'
import { buildServerContainer } from '../../../server/composition/server-container'
import type { ServerRegistry } from '../../../server/composition/server-registry'
import { readConfig, type ServerConfig } from '../../../server/config'
import type { Db } from '../../../server/db/database'

export const testConfig = (overrides: Partial<ServerConfig> = {}): ServerConfig => ({
  ...readConfig({ CLIENT_DIR: '/nonexistent-client-dir', LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' }),
  ...overrides,
})

/** The real app over a test database, ready for `app.inject()`. */
export async function buildTestApp(
  db: Db,
  options: { config?: Partial<ServerConfig>; registry?: Partial<ServerRegistry>; app?: AppOptions } = {},
): Promise<FastifyInstance> {
  const container = buildServerContainer({ config: testConfig(options.config), db }, options.registry)
  return createApp(container, options.app)
}

export const XHR = { 'x-requested-with': 'XMLHttpRequest' } as const
