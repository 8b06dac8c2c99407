import type { FastifyInstance } from 'fastify'
import { createApp, type AppOptions } from '../../../server/app'
import { composeServer } from '../../../server/composition/compose-server'
import type { ServerPorts } from '../../../server/composition/server-ports'
import { readConfig, type ServerConfig } from '../../../server/config'
import type { Db } from '../../../server/db/database'
import { ROOMY_VIP_LIMITS } from './roomy-vip-limits'
import { QUIET_PROMOTIONS } from './quiet-promotions'

/**
 * Tests sign many players up, and move their money, from one address: rate limits far above what
 * any test does. tests/server/http/rate-limits.test.ts sets the small limits it tests.
 */
const ROOMY_RATE_LIMITS = Object.fromEntries(
  [
    'REGISTRATIONS_PER_ADDRESS',
    'DEPOSITS_PER_PLAYER',
    'DEPOSITS_PER_ADDRESS',
    'WITHDRAWALS_PER_PLAYER',
    'WITHDRAWALS_PER_ADDRESS',
    'SUPPORT_MESSAGES_PER_PLAYER',
    'SUPPORT_MESSAGES_PER_ADDRESS',
  ].map((name) => [`RATE_LIMIT_${name}`, '1000000']),
)

export const testConfig = (overrides: Partial<ServerConfig> = {}): ServerConfig => ({
  ...readConfig({
    CLIENT_DIR: '/nonexistent-client-dir',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...ROOMY_RATE_LIMITS,
    ...ROOMY_VIP_LIMITS,
    ...QUIET_PROMOTIONS,
  }),
  ...overrides,
})

/** The real app over a test database, ready for `app.inject()`. */
export async function buildTestApp(
  db: Db,
  options: { config?: Partial<ServerConfig>; ports?: Partial<ServerPorts>; app?: AppOptions } = {},
): Promise<FastifyInstance> {
  return createApp(composeServer({ config: testConfig(options.config), db }, options.ports), options.app)
}

export const XHR = { 'x-requested-with': 'XMLHttpRequest' } as const
