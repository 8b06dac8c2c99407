import { randomBytes } from 'node:crypto'
import { rmSync } from 'node:fs'
import type { FastifyInstance, FastifySchema, InjectOptions, RouteOptions } from 'fastify'
import * as t from 'io-ts'
import { createApp } from '../../../../server/app'
import { PERMISSIONS } from '../../../../server/accounts/roles'
import { seedCatalogue } from '../../../../server/catalogue/seed-catalogue-rows'
import { composeServer } from '../../../../server/composition/compose-server'
import type { ServerPorts } from '../../../../server/composition/server-ports'
import { httpCasinoClient } from '../../../../server/game-provider/http-casino-client.adapter'
import { createProviderApp } from '../../../../server/game-provider/provider-app'
import { hashOpaqueToken } from '../../../../server/play/opaque-token'
import { WALLET_HEADERS, signWalletRequest } from '../../../../server/play/seamless-wallet/wallet-signature'
import { NOWPAYMENTS_SIGNATURE_HEADER, signNowPaymentsIpn } from '../../../../server/payments/nowpayments/nowpayments-ipn-signature'
import { SPEED_WEBHOOK_HEADERS, signSpeedWebhook } from '../../../../server/payments/speed/speed-webhook-signature'
import { GAME_ORIGIN, ManualClock, WALLET_SECRET, fakeClientDir, injectFetch, type GamesHarness } from '../../play/support/games-harness'
import { launchAndOpen, newPlayer, type TestPlayer } from '../../play/support/players'
import { IPN_SECRET, SPEED_WEBHOOK_SECRET, sandboxPayments } from '../../payments/support/payments-harness'
import { testConfig } from '../../support/test-app'
import { openTestDatabase, type Engine } from '../../support/test-database'

export type AppName = 'casino' | 'provider'

/** A route as its app registered it: enumerated by the app's own onRoute hook, never listed by hand. */
export interface ApiRoute {
  readonly app: AppName
  readonly method: string
  readonly url: string
  readonly schema: FastifySchema | undefined
}

/** How a route proves its caller, read from where the app mounts it; anything else takes a bearer token. */
export type Signing = 'wallet' | 'speed' | 'nowpayments' | 'none'
export const signingOf = (route: ApiRoute): Signing =>
  route.url.startsWith('/api/seamless-wallet/')
    ? 'wallet'
    : route.url === '/api/webhooks/speed'
      ? 'speed'
      : route.url === '/api/webhooks/nowpayments'
        ? 'nowpayments'
        : 'none'

/** Stands in a generated body for the live wallet token, which a renewal replaces. */
export const WALLET_TOKEN = 'WALLET_TOKEN_PLACEHOLDER_0123456789abcdefghi'

export interface RouteHarness {
  readonly routes: readonly ApiRoute[]
  readonly casino: FastifyInstance
  readonly provider: FastifyInstance
  readonly clock: ManualClock
  readonly player: TestPlayer
  /** The player's live casino token, the game page's play token and the wallet token of a launched crash game. */
  /** `operator`: an operator holding every permission, for the /api/operator routes. */
  readonly tokens: () => { readonly casino: string; readonly play: string; readonly wallet: string; readonly operator: string }
  /** A fresh casino token, or a fresh game session, after a request (logout, say) ended the old one. */
  readonly renew: (app: AppName) => Promise<void>
  /** `text` with WALLET_TOKEN replaced by the live wallet token. */
  readonly withTokens: (text: string) => string
  readonly appOf: (name: AppName) => FastifyInstance
  /** Headers that sign `body` for the route's scheme, correctly or (good === false) with a well-formed wrong signature. */
  readonly signedHeaders: (route: ApiRoute, path: string, body: string, good: boolean) => Record<string, string>
  readonly close: () => Promise<void>
}

const collect = (into: ApiRoute[], app: AppName) => (route: RouteOptions) => {
  for (const method of [route.method].flat()) into.push({ app, method, url: route.url, schema: route.schema })
}

/** The casino API and the demo provider's app over one fresh database, every route of both recorded. */
export async function openRouteHarness(engine: Engine, ports: Partial<ServerPorts> = {}): Promise<RouteHarness> {
  const database = await openTestDatabase(engine)
  await seedCatalogue(database.db)
  const clock = new ManualClock(Date.now())
  const routes: ApiRoute[] = []
  const config = testConfig({ seamlessWalletSecret: WALLET_SECRET, gameOrigin: GAME_ORIGIN, payments: sandboxPayments() })
  const server = composeServer({ config, db: database.db }, { Clock: clock, ...ports })
  const casino = await createApp(server, { onRoute: collect(routes, 'casino') })
  const casinoClient = httpCasinoClient({
    baseUrl: 'http://casino.internal',
    secret: server.play.secret,
    clock,
    fetchFn: injectFetch(casino),
  })
  const clientDir = fakeClientDir()
  const { app: provider, graph } = await createProviderApp({
    db: database.db,
    clock,
    casino: casinoClient,
    clientDir,
    logLevel: 'silent',
    trustProxy: false,
    onRoute: collect(routes, 'provider'),
  })
  await Promise.all([casino.ready(), provider.ready()])
  const games: GamesHarness = { db: database.db, clock, casino, provider, graph, ports: { Clock: clock }, close: async () => undefined }
  const player = await newPlayer(games)
  const launch = async () => {
    const play = await launchAndOpen(games, { ...player, token: tokens.casino }, 'cf-crash-rocket-rush')
    const row = await database.db
      .selectFrom('gp_sessions')
      .select('wallet_token')
      .where('play_token_hash', '=', hashOpaqueToken(play))
      .executeTakeFirstOrThrow()
    return { play, wallet: row.wallet_token }
  }
  const operator = await server.operator.operators.create(database.db, {
    name: 'Fuzz Ops',
    username: 'fuzzops',
    email: 'fuzz.ops@coinfall.test',
    passwordHash: 'not-a-hash',
    totpSecret: 'JBSWY3DPEHPK3PXP',
    permissions: PERMISSIONS,
  })
  // Issued as the sign-in issues one (after the second factor), so the operator routes reach their handlers.
  const operatorToken = async () => (await server.accounts.tokens.issue(database.db, operator.id, 'operator')).token
  const tokens = { casino: player.token, play: '', wallet: '', operator: await operatorToken() }
  Object.assign(tokens, await launch())
  const renewCasino = async () => {
    // A generated operator action may have locked the player, which no new token opens: lifted as
    // the console's unlock would.
    await database.db.updateTable('users').set({ locked_at: null, lock_reason: null }).where('id', '=', player.userId).execute()
    tokens.casino = (await server.accounts.tokens.issue(database.db, player.userId)).token
    tokens.operator = await operatorToken()
  }
  // A game session is launched with the casino token, which a generated logout may have ended too.
  const renew = async (app: AppName) => {
    await renewCasino()
    if (app !== 'casino') Object.assign(tokens, await launch())
  }

  const signedHeaders = (route: ApiRoute, path: string, body: string, good: boolean): Record<string, string> => {
    const signing = signingOf(route)
    const now = clock.now().getTime()
    const headers: Record<string, string> = { 'content-type': 'application/json' }
    if (signing === 'wallet') {
      const timestamp = String(now)
      const nonce = randomBytes(16).toString('hex')
      const secret = good ? WALLET_SECRET : `${WALLET_SECRET}-not`
      return {
        ...headers,
        [WALLET_HEADERS.timestamp]: timestamp,
        [WALLET_HEADERS.nonce]: nonce,
        [WALLET_HEADERS.signature]: signWalletRequest(secret, { timestamp, nonce, method: 'POST', path, body }),
      }
    }
    if (signing === 'speed') {
      const id = `msg_${randomBytes(8).toString('hex')}`
      const timestamp = String(Math.floor(now / 1000))
      const secret = good ? SPEED_WEBHOOK_SECRET : `wsec_${Buffer.from('another-secret-of-thirty-two-bytes!!').toString('base64')}`
      return {
        ...headers,
        [SPEED_WEBHOOK_HEADERS.id]: id,
        [SPEED_WEBHOOK_HEADERS.timestamp]: timestamp,
        [SPEED_WEBHOOK_HEADERS.signature]: signSpeedWebhook(secret, id, timestamp, body),
      }
    }
    if (signing === 'nowpayments') {
      // A body that is not JSON, or nests too deep to put in canonical form, gets a well-formed signature of nothing.
      let signature = signNowPaymentsIpn(IPN_SECRET, null).replace(/^./, 'f')
      try {
        signature = signNowPaymentsIpn(good ? IPN_SECRET : `${IPN_SECRET}-not`, JSON.parse(body))
      } catch {
        /* as above */
      }
      return { ...headers, [NOWPAYMENTS_SIGNATURE_HEADER]: signature }
    }
    return headers
  }

  return {
    routes,
    casino,
    provider,
    clock,
    player,
    signedHeaders,
    renew,
    tokens: () => ({ ...tokens }),
    withTokens: (text) => text.split(WALLET_TOKEN).join(tokens.wallet),
    appOf: (name) => (name === 'casino' ? casino : provider),
    close: async () => {
      await provider.close()
      await casino.close()
      await database.close()
      rmSync(clientDir, { recursive: true, force: true })
    },
  }
}

/** A concrete path for a route's pattern: each `:param` replaced. */
export const pathFor = (route: ApiRoute, param: (name: string) => string): string =>
  route.url.replace(/:([A-Za-z_]+)/g, (_, name: string) => param(name))

/** The bearer token a route of this app takes. */
export const bearerFor = (h: RouteHarness, route: ApiRoute): string =>
  route.app === 'provider' ? h.tokens().play : route.url.startsWith('/api/operator/') ? h.tokens().operator : h.tokens().casino

export type Inject = InjectOptions & { readonly url: string }

type JsonSchema = {
  readonly properties?: Readonly<Record<string, unknown>>
  readonly anyOf?: readonly JsonSchema[]
  readonly oneOf?: readonly JsonSchema[]
}

/** A closed codec (contracts/wire.ts) names its fields; a union (nullable, say) holds codecs that may. */
type BodyCodec = {
  readonly required?: Readonly<Record<string, unknown>>
  readonly optional?: Readonly<Record<string, unknown>>
  readonly types?: readonly BodyCodec[]
}

const isCodec = (body: unknown): body is t.Mixed => body instanceof t.Type

const codecFields = (codec: BodyCodec): string[] => [
  ...Object.keys(codec.required ?? {}),
  ...Object.keys(codec.optional ?? {}),
  ...(codec.types ?? []).flatMap(codecFields),
]

const schemaFields = (s: JsonSchema | undefined): string[] =>
  s === undefined
    ? []
    : [...Object.keys(s.properties ?? {}), ...(s.anyOf ?? []).flatMap(schemaFields), ...(s.oneOf ?? []).flatMap(schemaFields)]

/**
 * The field names a route's body takes: from its endpoint contract (routeEndpoint hands Fastify
 * the contract's codecs as the schema), or, for the game provider's own routes, from their JSON schema.
 */
export const bodyFields = (route: ApiRoute): string[] => {
  const body: unknown = route.schema?.body
  return [...new Set(isCodec(body) ? codecFields(body as BodyCodec) : schemaFields(body as JsonSchema | undefined))]
}

/** Values the schemas and rules accept for the fields the routes use, so generated requests reach handlers and the database. */
export const plausibleValues = (h: RouteHarness): Readonly<Record<string, readonly unknown[]>> => ({
  name: ['Ana Lima'],
  full_name: ['Ana Lima'],
  username: ['ana1', 'fuzzer9'],
  promo_code: ['', 'WELCOME'],
  ref: [String(h.player.userId), '1', ''],
  // Safer play: limits and the reality check take effect; a break needs the password, which the fuzz player has none of.
  kind: ['deposit', 'loss'],
  period: ['day', 'week', 'month'],
  minutes: [0, 15, 30, 60],
  choice: ['24h', 'permanent'],
  email: ['ana@example.com', 'fuzz@example.com'],
  password: ['secret1'],
  password_confirmation: ['secret1'],
  current_password: ['secret1'],
  new_password: ['brand-new-1'],
  new_password_confirmation: ['brand-new-1'],
  phone_number: ['+919876543210'],
  dob: ['1990-04-30'],
  state: ['Goa'],
  city: ['Panaji'],
  address: ['1 Beach Road'],
  zipcode: ['403001'],
  country_id: [356, null],
  game_id: ['cf-slots-myth', 1],
  is_favorite: [1, 0],
  gameId: ['cf-slots-myth', 'cf-crash-plinko'],
  userId: [String(h.player.userId), h.player.userId],
  amount: ['5.00', 5, '10000.00'],
  currency: ['USD', 'btc'],
  order_id: ['MOB-1718000000000-a8Zk2Q'],
  transaction_id: ['pi_0123456789'],
  user_id: [String(h.player.userId)],
  gateway: ['speed', 'nowpayments'],
  status: ['Pending', 'completed'],
  payment_request: ['lntbs1000n1fuzz'],
  expires_at: [0, 1718000000000],
  invoiceid: ['inv_0123456789'],
  invoice_id: ['inv_0123456789'],
  payment_method: ['crypto', 'speed'],
  invoice: ['bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'ana@wallet.example'],
  payout_currency: ['btc'],
  sessionToken: [WALLET_TOKEN],
  roundId: ['round-0001-fuzz'],
  amountCents: [100, 0],
  clientSeed: ['my-seed'],
  betCents: [100, 20],
  risk: ['low', 'high'],
  autoCashoutX100: [200, null],
  part: ['full', 'half'],
  code: ['123456', 'abcd-efgh-jkmn'],
  // The code step's token from a password step: a made-up one is refused like an expired one.
  challenge: ['0123456789abcdef0123456789abcdef'],
  reason: ['Checked with the player on the phone.'],
  direction: ['credit', 'debit'],
  balance: ['withdrawable', 'bonus'],
  idempotency_key: ['fuzz-key-0001'],
  text: ['Where is my withdrawal?', 'x'.repeat(2000)],
  up_to: [0, 1, Number.MAX_SAFE_INTEGER],
  confirm_forfeit_cents: [0, 1000],
  outcome: ['paid', 'refunded'],
  reference: ['is_0123456789abcdef', '5000000713'],
  value: [
    { code: 'FUZZ25', amount_cents: 500, wagering_multiple: 5, expiry_days: 7 },
    { windows: [{ start_minute: 0, end_minute: 60 }], percent: 20, cap_cents: 5000, wagering_multiple: 10 },
    { daily: [], weekly: [] },
    {
      levels: [100, 500, 1000].map((d) => ({ wagered_cents: d * 100, daily_withdrawal_limit_cents: d * 100, bonus_cents: d * 2 })),
      level_zero_limit_cents: 10_000,
      bonus_wagering_multiple: 10,
    },
    { commission_bps: 1000, wagering_multiple: 1 },
  ],
})
