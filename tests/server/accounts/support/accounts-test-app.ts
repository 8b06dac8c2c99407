import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import type { Transaction } from 'kysely'
import { readAccountsConfig, type AccountsConfig } from '../../../../server/accounts/accounts-config'
import type { ServerPorts } from '../../../../server/composition/server-ports'
import type { Database, Db } from '../../../../server/db/database'
import type { Ledger } from '../../../../server/ledger/ledger.port'
import { buildTestApp, XHR } from '../../support/test-app'

/** Argon2id at a test cost: the default (OWASP) cost is covered once, in password-hasher.test.ts. */
export const cheapAccountsConfig = (overrides: Partial<AccountsConfig> = {}): AccountsConfig => ({
  ...readAccountsConfig({}),
  argon2: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
  ...overrides,
})

/** A Ledger that records join bonuses (optionally failing them) and refuses everything else. */
export function recordingLedger(options: { failJoinBonus?: boolean } = {}) {
  const joinBonuses: { userId: number; inTransaction: boolean }[] = []
  const unexpected = () => {
    throw new Error('this test does not move money')
  }
  const ledger: Ledger = {
    balances: unexpected,
    placeBet: unexpected,
    creditWin: unexpected,
    rollbackBet: unexpected,
    within: (trx: Transaction<Database>) => ({
      placeBet: unexpected,
      creditWin: unexpected,
      rollbackBet: unexpected,
      adjustBalance: unexpected,
      grantBonus: unexpected,
      settleGrant: unexpected,
      pendingForfeit: unexpected,
      forfeitActiveGrants: unexpected,
      grantJoinBonus: async (userId: number) => {
        joinBonuses.push({ userId, inTransaction: trx.isTransaction })
        if (options.failJoinBonus) throw new Error('ledger unavailable')
        return { grantId: 1, amountCents: 1000, requirementCents: 10_000, expiresAt: new Date('2030-01-31T12:00:00Z'), replayed: false }
      },
    }),
  }
  return { ledger, joinBonuses }
}

/** A clock the test moves by hand. */
export function manualClock(start = new Date('2030-01-01T12:00:00Z')) {
  let now = start
  return {
    clock: { now: () => now },
    advance: (ms: number) => {
      now = new Date(now.getTime() + ms)
    },
  }
}

export async function buildAccountsApp(db: Db, ports: Partial<ServerPorts> = {}): Promise<FastifyInstance> {
  return buildTestApp(db, {
    ports: { AccountsConfig: cheapAccountsConfig(), Ledger: recordingLedger().ledger, ...ports },
  })
}

let counter = 0

/** A valid sign-up body with a fresh username and email. */
export const signUpBody = (overrides: Record<string, unknown> = {}) => {
  counter += 1
  const tag = `${Date.now().toString(36)}${counter}`
  return {
    name: 'Ana Lima',
    username: `ana${tag}`,
    promo_code: '',
    email: `ana.${tag}@example.com`,
    password: 'secret1',
    password_confirmation: 'secret1',
    ...overrides,
  }
}

export const post = (app: FastifyInstance, url: string, payload: unknown, token?: string): Promise<LightMyRequestResponse> =>
  app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { ...XHR, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  })

export const get = (app: FastifyInstance, url: string, token?: string): Promise<LightMyRequestResponse> =>
  app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} })

export interface Registered {
  readonly token: string
  readonly user: { readonly id: number; readonly username: string; readonly email: string }
  readonly password: string
}

export async function registerPlayer(app: FastifyInstance, overrides: Record<string, unknown> = {}): Promise<Registered> {
  const body = signUpBody(overrides)
  const res = await post(app, '/api/register', body)
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`)
  return { ...(res.json() as Omit<Registered, 'password'>), password: String(body.password) }
}
