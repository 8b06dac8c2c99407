import { randomBytes } from 'node:crypto'
import { rmSync } from 'node:fs'
import { generateSync } from 'otplib'
import { afterAll, describe, expect, it } from 'vitest'
import { readAccountsConfig } from '../../../server/accounts/accounts-config'
import { argon2PasswordHasher } from '../../../server/accounts/argon2-password-hasher.adapter'
import { dbAccessTokens } from '../../../server/accounts/db-access-tokens.adapter'
import { migrateToLatest } from '../../../server/db/migrate'
import { kyselyLedger } from '../../../server/ledger/kysely-ledger.adapter'
import { dbAuditLog } from '../../../server/operator/db-audit-log.adapter'
import { dbOperatorAccounts } from '../../../server/operator/db-operator-accounts.adapter'
import { runOperatorCommand } from '../../../server/operator/operator-commands'
import { bolt11Invoice } from '../../fakes/bolt11-invoice'
import { createPlayer } from '../ledger/support/players'
import { startFakeProvider, type FakeAnswer, type RecordedRequest } from '../payments/support/fake-provider'
import { documentedExample } from '../payments/support/provider-fixtures'
import { fakeClientDir } from '../play/support/games-harness'
import { ENGINES } from '../support/test-database'
import { crashTarget, type CrashTarget } from './support/crash-target'
import { moneyInvariants } from './support/money-invariants'
import { send } from './support/player-client'
import { freePort, startServer, type ServerProcess } from './support/server-process'
import { printedOperator } from '../../shared/printed-operator'

const CRYPTO = 3
const TO_INVOICES = 2
const TO_ADDRESSES = 2
const RECONCILED = /"msg":"withdrawals reconciled"/

/** Never answers: a provider that took the request and went quiet (the server is killed meanwhile). */
const hang = (): Promise<FakeAnswer> => new Promise<FakeAnswer>(() => undefined)

/**
 * NOWPayments' and Speed's APIs on one local port, answering what a payout needs before the money
 * moves, and hanging on the calls that pay: POST /payout and POST /send.
 */
function providerStub(sendAgain: { paid: boolean }) {
  return async (r: RecordedRequest): Promise<FakeAnswer> => {
    const path = r.path.split('?')[0] ?? ''
    if (r.method === 'POST' && path === '/auth') return { body: { token: 'jwt-for-the-crash-test' } }
    if (r.method === 'POST' && path === '/payout/validate-address') return { text: 'OK' }
    if (r.method === 'GET' && path.startsWith('/payout-withdrawal/min-amount/')) return { body: { success: true, result: 0.00001 } }
    if (r.method === 'GET' && path === '/estimate')
      return { body: { ...documentedExample('nowpayments', 'estimate'), estimated_amount: 0.00015 } }
    if (r.method === 'POST' && path === '/payout') return hang()
    if (r.method === 'POST' && path === '/send') {
      if (!sendAgain.paid) return hang()
      return { body: { ...documentedExample('speed', 'instant-send'), id: `is_${randomBytes(6).toString('hex')}`, status: 'paid' } }
    }
    return { status: 404, body: { message: 'Not found' } }
  }
}

/**
 * Every withdrawal state has a way out (issue 20 §1): the server is killed while NOWPayments hangs on
 * crypto payouts and Speed on approved lightning sends; restarted, its reconciler sends the BOLT11
 * invoices again (paid once) and hands everything else to operators. Nothing is left debited
 * without a next step, and the books hold.
 */
describe.each(ENGINES)('a server killed while providers hang on payouts, on %s', (engine) => {
  const clientDir = fakeClientDir()
  const running: ServerProcess[] = []
  let target: CrashTarget | undefined
  afterAll(async () => {
    for (const server of running) await server.kill('SIGKILL')
    await target?.drop()
    rmSync(clientDir, { recursive: true, force: true })
  })

  it('leaves every withdrawal final or waiting for two operators', async () => {
    target = await crashTarget(engine)
    const sendAgain = { paid: false }
    const providers = await startFakeProvider(providerStub(sendAgain))
    const [port, gamePort] = [await freePort(), await freePort()]

    // Players with money and an operator, made before the server holds the data.
    const setup = await target.open()
    await migrateToLatest(setup.db)
    const tokens = dbAccessTokens({ db: setup.db, clock: { now: () => new Date() }, ttlMs: 3_600_000 })
    const players = await Promise.all(
      Array.from({ length: CRYPTO + TO_INVOICES + TO_ADDRESSES }, async () => {
        const userId = await createPlayer(setup.db)
        await kyselyLedger(setup.db).creditDeposit({ userId, amountCents: 5_000, idempotencyKey: `crash-funds:${userId}` })()
        return { userId, headers: { authorization: `Bearer ${(await tokens.issue(setup.db, userId)).token}` } }
      }),
    )
    const printed: string[] = []
    const email = `crash.ops.${randomBytes(3).toString('hex')}@coinfall.test`
    await runOperatorCommand(['create', '--email', email, '--grant', 'approve_withdrawals'], {
      db: setup.db,
      operators: dbOperatorAccounts(setup.db),
      hasher: argon2PasswordHasher(readAccountsConfig().argon2),
      audit: dbAuditLog(setup.db),
      print: (line) => printed.push(line),
    })
    await setup.close()

    const env = {
      ...target.env,
      PORT: String(port),
      GAME_PORT: String(gamePort),
      HOST: '127.0.0.1',
      CLIENT_DIR: clientDir,
      LOG_LEVEL: 'info',
      SPEED_SECRET_KEY: 'sk_live_crash',
      SPEED_API_URL: providers.url,
      SPEED_WEBHOOK_SECRET: `wsec_${Buffer.from('crash-test-speed-webhook-secret-32b!').toString('base64')}`,
      NOWPAYMENTS_API_KEY: 'NP-CRASH',
      NOWPAYMENTS_API_URL: providers.url,
      NOWPAYMENTS_IPN_SECRET: 'crash-ipn',
      NOWPAYMENTS_EMAIL: 'payouts@coinfall.test',
      NOWPAYMENTS_PASSWORD: 'payout-password',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      WITHDRAWAL_RECONCILE_EVERY_SECONDS: '1',
      WITHDRAWAL_RECONCILE_GRACE_SECONDS: '1',
      SCHEDULER_LEASE_SECONDS: '2',
    }
    const first = await startServer(env, port)
    running.push(first)
    const api = (path: string, headers: Record<string, string>, body?: unknown) =>
      send(`${first.origin}${path}`, { headers, ...(body !== undefined ? { body } : {}) })

    const { oneTimePassword: password, secret } = printedOperator(email, printed.join('\n'))
    const signIn = await api(
      '/api/operator/login',
      {},
      { email, password, code: generateSync({ secret }), new_password: 'crash-ops-Password-9' },
    )
    expect(signIn.status).toBe(200)
    const operator = { authorization: `Bearer ${String(signIn.body.token)}` }

    const invoice = () => bolt11Invoice({ createdAtMs: Date.now(), expirySeconds: 3600 })
    const [cryptoPlayers, invoicePlayers, addressPlayers] = [
      players.slice(0, CRYPTO),
      players.slice(CRYPTO, CRYPTO + TO_INVOICES),
      players.slice(CRYPTO + TO_INVOICES),
    ]
    // Crypto withdrawals go straight to the gateway and hang there; nobody awaits them.
    for (const p of cryptoPlayers)
      void api('/api/withdraw', p.headers, {
        currency: 'USD',
        amount: '10.00',
        payment_method: 'nowpayments',
        payout_currency: 'btc',
        invoice: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      }).catch(() => undefined)
    const lightning = await Promise.all(
      [...invoicePlayers.map((p) => [p, invoice()] as const), ...addressPlayers.map((p) => [p, 'ana@wallet.example'] as const)].map(
        async ([p, destination]) => {
          const res = await api('/api/withdraw', p.headers, {
            currency: 'USD',
            amount: '10.00',
            payment_method: 'speed',
            invoice: destination,
          })
          expect(res.body).toMatchObject({ status: 'PENDING' })
          return String(res.body.withdrawal_id)
        },
      ),
    )
    for (const id of lightning) void api(`/api/operator/withdrawals/${id}/approve`, operator, {}).catch(() => undefined)

    const hanging = () => providers.requests.filter((r) => r.path === '/payout' || r.path === '/send').length
    const deadline = Date.now() + 60_000
    while (hanging() < CRYPTO + lightning.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100))
    expect(hanging()).toBe(CRYPTO + lightning.length)
    await first.kill('SIGKILL')

    // Restarted, Speed answers a second send of an invoice (it was never paid: the first hung).
    sendAgain.paid = true
    const second = await startServer(env, port)
    running.push(second)
    expect(await second.waitForLine(RECONCILED, 30_000)).toBe(true)
    await second.kill('SIGTERM')
    await providers.close()

    const books = await target.open()
    const rows = await books.db
      .selectFrom('payment_withdrawals')
      .select(['id', 'method', 'status', 'address', 'needs_decision_since'])
      .orderBy('id')
      .execute()
    const invariants = await moneyInvariants(books.db, { withdrawals: lightning, deposits: [] })
    await books.close()
    const where = rows.map((r) => ({
      method: r.method,
      to: r.address.startsWith('ln') ? 'invoice' : r.address.includes('@') ? 'address' : 'chain',
      status: r.status,
      decision: r.needs_decision_since !== null,
    }))
    expect(where.filter((w) => w.method === 'nowpayments')).toEqual(
      Array.from({ length: CRYPTO }, () => ({ method: 'nowpayments', to: 'chain', status: 'UNCONFIRMED', decision: true })),
    )
    expect(where.filter((w) => w.to === 'invoice')).toEqual(
      Array.from({ length: TO_INVOICES }, () => ({ method: 'speed', to: 'invoice', status: 'SENT', decision: false })),
    )
    expect(where.filter((w) => w.to === 'address')).toEqual(
      Array.from({ length: TO_ADDRESSES }, () => ({ method: 'speed', to: 'address', status: 'SENDING', decision: true })),
    )
    expect(invariants).toMatchObject({
      entriesSumToZero: true,
      unbalancedTransactions: [],
      withdrawalsWithoutDebit: [],
      withdrawalsWithoutNextStep: [],
      refundsOutOfStep: [],
      debitedTwice: [],
      refundedTwice: [],
    })
  })
})
