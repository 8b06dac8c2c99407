import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { generateSync } from 'otplib'
import type { Permission } from '../../../../server/accounts/roles'
import type { ServerConfig } from '../../../../server/config'
import { createApp, type AppOptions } from '../../../../server/app'
import { composeServer, type ServerGraph } from '../../../../server/composition/compose-server'
import type { ServerPorts } from '../../../../server/composition/server-ports'
import type { Db } from '../../../../server/db/database'
import { kyselyLedger } from '../../../../server/ledger/kysely-ledger.adapter'
import type { PaymentsConfig } from '../../../../server/payments/payments-config'
import { newTotpSecret } from '../../../../server/accounts/totp'
import { cheapAccountsConfig } from '../../accounts/support/accounts-test-app'
import { ManualClock } from '../../play/support/games-harness'
import { sandboxPayments, signedInPlayer, type Player } from '../../payments/support/payments-harness'
import { testConfig, XHR } from '../../support/test-app'
import { openTestDatabase, type Engine } from '../../support/test-database'

export const ONE_TIME_PASSWORD = 'one-time-Password-1'
export const OPERATOR_PASSWORD = 'operator-Password-2'

export interface TestOperator {
  readonly id: number
  readonly email: string
  readonly secret: string
  readonly token: string
  readonly headers: Record<string, string>
}

export interface OperatorHarness {
  readonly db: Db
  readonly engine: Engine
  readonly app: FastifyInstance
  readonly graph: ServerGraph
  readonly clock: ManualClock
  /** The code the authenticator app shows now, after moving the clock to the next step (each code works once). */
  readonly nextCode: (secret: string) => string
  /** An operator made as the command line makes one, then signed in (setting their own password). */
  readonly newOperator: (permissions: readonly Permission[]) => Promise<TestOperator>
  /** A player with `withdrawableCents` deposited and a live token. */
  readonly newPlayer: (withdrawableCents?: number) => Promise<Player>
  readonly post: (
    url: string,
    who: { readonly headers: Record<string, string> } | null,
    payload?: unknown,
  ) => Promise<LightMyRequestResponse>
  readonly get: (url: string, who: { readonly headers: Record<string, string> } | null) => Promise<LightMyRequestResponse>
  readonly close: () => Promise<void>
}

let counter = 0

export async function openOperatorHarness(
  engine: Engine,
  options: { ports?: Partial<ServerPorts>; payments?: PaymentsConfig; app?: AppOptions; config?: Partial<ServerConfig> } = {},
): Promise<OperatorHarness> {
  const database = await openTestDatabase(engine)
  const clock = new ManualClock(Date.now())
  const graph = composeServer(
    { config: testConfig({ payments: options.payments ?? sandboxPayments(), ...options.config }), db: database.db },
    { AccountsConfig: cheapAccountsConfig(), Clock: clock, ...options.ports },
  )
  const app = await createApp(graph, options.app)
  const ledger = kyselyLedger(database.db)
  const nextCode = (secret: string) => {
    clock.advance(30_000)
    return generateSync({ secret, epoch: Math.floor(clock.now().getTime() / 1000) })
  }
  const post = (url: string, who: { readonly headers: Record<string, string> } | null, payload?: unknown) =>
    app.inject({ method: 'POST', url, headers: who?.headers ?? XHR, ...(payload !== undefined ? { payload: payload as object } : {}) })
  const get = (url: string, who: { readonly headers: Record<string, string> } | null) =>
    app.inject({ method: 'GET', url, headers: who?.headers ?? XHR })
  return {
    db: database.db,
    engine,
    app,
    graph,
    clock,
    nextCode,
    post,
    get,
    newOperator: async (permissions) => {
      counter += 1
      const tag = `${Date.now().toString(36)}${counter}`
      const email = `ops${tag}@coinfall.test`
      const secret = newTotpSecret()
      const passwordHash = await graph.accounts.hasher.hash(ONE_TIME_PASSWORD)
      const { id } = await graph.operator.operators.create(database.db, {
        name: 'Olga Ops',
        username: `ops${tag}`,
        email,
        passwordHash,
        totpSecret: secret,
        permissions,
        temporaryPasswordExpiresAt: new Date(clock.now().getTime() + 24 * 3_600_000),
      })
      const res = await post('/api/operator/login', null, {
        email,
        password: ONE_TIME_PASSWORD,
        code: nextCode(secret),
        new_password: OPERATOR_PASSWORD,
      })
      if (res.statusCode !== 200) throw new Error(`operator sign-in failed: ${res.statusCode} ${res.body}`)
      const token = res.json<{ token: string }>().token
      return { id, email, secret, token, headers: { ...XHR, authorization: `Bearer ${token}` } }
    },
    newPlayer: async (withdrawableCents = 0) => {
      const player = await signedInPlayer(database.db)
      if (withdrawableCents > 0) {
        const credit = await ledger.creditDeposit({
          userId: player.userId,
          amountCents: withdrawableCents,
          idempotencyKey: `test-deposit:${player.userId}`,
        })()
        if (credit._tag === 'Left') throw new Error('could not fund the player')
      }
      return player
    },
    close: async () => {
      await app.close()
      await database.close()
    },
  }
}
