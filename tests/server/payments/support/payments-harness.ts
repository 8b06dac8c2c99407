import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { dbAccessTokens } from '../../../../server/accounts/db-access-tokens.adapter'
import type { ServerPorts } from '../../../../server/composition/server-ports'
import type { ServerConfig } from '../../../../server/config'
import type { Db } from '../../../../server/db/database'
import { kyselyLedger } from '../../../../server/ledger/kysely-ledger.adapter'
import type { PaymentsConfig } from '../../../../server/payments/payments-config'
import { createPlayer } from '../../ledger/support/players'
import { buildTestApp, XHR } from '../../support/test-app'

/** Known secrets, so tests sign webhooks exactly as the providers (and the sandboxes) do. */
export const SPEED_WEBHOOK_SECRET = `wsec_${Buffer.from('coinfall-test-speed-webhook-secret-32b').toString('base64')}`
export const IPN_SECRET = 'coinfall-test-ipn-secret'

/** The reconciler's settings in tests: a withdrawal is fair game at once (tests run the reconciler by hand). */
export const TEST_RECONCILER = { everyMs: 60_000, graceMs: 0 } as const

export const sandboxPayments = (overrides: Partial<PaymentsConfig> = {}): PaymentsConfig => ({
  speed: { mode: 'sandbox', webhookSecret: SPEED_WEBHOOK_SECRET },
  nowpayments: { mode: 'sandbox', ipnSecret: IPN_SECRET },
  publicUrl: undefined,
  reconciler: TEST_RECONCILER,
  ...overrides,
})

export const paymentsApp = (
  db: Db,
  options: { payments?: PaymentsConfig; config?: Partial<ServerConfig>; ports?: Partial<ServerPorts> } = {},
) =>
  buildTestApp(db, {
    config: { payments: options.payments ?? sandboxPayments(), ...options.config },
    ...(options.ports ? { ports: options.ports } : {}),
  })

export interface Player {
  readonly userId: number
  readonly headers: Record<string, string>
}

/** A player with a live bearer token (and the X-Requested-With marker every call carries). */
export async function signedInPlayer(db: Db): Promise<Player> {
  const userId = await createPlayer(db)
  const { token } = await dbAccessTokens({ db, clock: { now: () => new Date() }, ttlMs: 3_600_000 }).issue(db, userId)
  return { userId, headers: { ...XHR, authorization: `Bearer ${token}` } }
}

export const call = (app: FastifyInstance, player: Player | null) => ({
  post: (url: string, payload?: object): Promise<LightMyRequestResponse> =>
    app.inject({ method: 'POST', url, headers: player?.headers ?? XHR, ...(payload !== undefined ? { payload } : {}) }),
  get: (url: string): Promise<LightMyRequestResponse> => app.inject({ method: 'GET', url, headers: player?.headers ?? XHR }),
})

export const withdrawableCents = async (db: Db, userId: number): Promise<number> =>
  (await kyselyLedger(db).balances(userId)).withdrawableCents

/** How many deposit credits the ledger holds for a player: a replayed webhook or poll must never add one. */
export async function depositCredits(db: Db, userId: number): Promise<number> {
  const rows = await db.selectFrom('ledger_transactions').select('id').where('user_id', '=', userId).where('kind', '=', 'deposit').execute()
  return rows.length
}
