import { randomBytes } from 'node:crypto'
import { startFakeProvider, type FakeAnswer, type FakeProvider, type RecordedRequest } from './fake-provider'

export const FAKE_SPEED_KEY = 'sk_test_fakespeedkey'

export type SendOutcome = 'paid' | 'unpaid' | 'failed' | 'refuse' | 'server-error' | 'garbage'

export interface FakeSpeed {
  readonly url: string
  readonly requests: RecordedRequest[]
  /** The instant sends made, by id, in Speed's shape. */
  readonly sends: Map<string, Record<string, unknown>>
  /** How the next POST /send is answered. */
  outcome: SendOutcome
  readonly close: () => Promise<void>
}

const DOCUMENTED_SEND_CURRENCIES: ReadonlySet<string> = new Set(['SATS', 'USDT', 'USDC'])

const error = (status: number, message: string): FakeAnswer => ({ status, body: { errors: [{ type: 'invalid_request_error', message }] } })

/**
 * Speed's instant send API as PROVIDERS.md describes it, on a local port: Basic auth with the secret
 * key and an empty password, `speed-version`, POST /send answering the instant send object (`is_…`,
 * status unpaid/paid/failed, epoch-ms times) and GET /send/{id} reading it back; errors in Speed's
 * `{errors: [{message}]}` shape.
 */
export async function startFakeSpeed(): Promise<FakeSpeed> {
  const sends = new Map<string, Record<string, unknown>>()
  const state: { outcome: SendOutcome } = { outcome: 'paid' }
  const auth = `Basic ${Buffer.from(`${FAKE_SPEED_KEY}:`).toString('base64')}`
  const provider: FakeProvider = await startFakeProvider((request) => {
    if (request.headers.authorization !== auth) return error(401, 'Invalid API key')
    if (request.headers['speed-version'] !== '2022-10-15') return error(400, 'Unsupported speed-version')
    if (request.method === 'POST' && request.path === '/send') {
      const body = request.body as Record<string, unknown>
      if (state.outcome === 'refuse') return error(400, 'Invalid withdraw request')
      // "The instant send object": the base currency is SATS (the lightning default), USDT or USDC.
      if (!DOCUMENTED_SEND_CURRENCIES.has(String(body.currency ?? 'SATS')))
        return error(400, `Currency ${String(body.currency)} is not supported`)
      if (state.outcome === 'server-error') return { status: 503, text: 'upstream timeout' }
      if (state.outcome === 'garbage') return { status: 200, body: { hello: 'world' } }
      const id = `is_${randomBytes(8).toString('hex')}`
      const send = {
        id,
        object: 'instant_send',
        status: state.outcome,
        withdraw_id: `wi_${randomBytes(8).toString('hex')}`,
        amount: body.amount,
        currency: body.currency,
        target_amount: 1234,
        target_currency: body.target_currency,
        fees: 1,
        speed_fee: { percentage: 0, amount: 0 },
        exchange_rate: 1,
        conversion: 1,
        withdraw_method: body.withdraw_method,
        withdraw_request: body.withdraw_request,
        withdraw_type: String(body.withdraw_request).includes('@') ? 'lightning_address' : 'lightning_invoice',
        note: body.note,
        failure_reason: state.outcome === 'failed' ? 'No route found' : null,
        explorer_link: null,
        created: Date.now(),
        modified: Date.now(),
      }
      sends.set(id, send)
      return { status: 200, body: send }
    }
    const read = /^\/send\/([^/]+)$/.exec(request.path)
    if (request.method === 'GET' && read !== null) {
      const send = sends.get(decodeURIComponent(read[1]!))
      return send === undefined ? error(404, 'No such instant send') : { status: 200, body: send }
    }
    return error(404, 'Not found')
  })
  const fake: FakeSpeed = {
    url: provider.url,
    requests: provider.requests,
    sends,
    get outcome() {
      return state.outcome
    },
    set outcome(value: SendOutcome) {
      state.outcome = value
    },
    close: provider.close,
  }
  return fake
}
