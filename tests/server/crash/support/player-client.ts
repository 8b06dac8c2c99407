import { randomBytes } from 'node:crypto'

/** A grown-up's date of birth: a player's first deposit brings one when their profile has none (DepositAgeGate). */
export const ADULT_DOB = '1990-01-01'

export interface RemotePlayer {
  readonly userId: number
  readonly headers: Readonly<Record<string, string>>
}

export interface Answer {
  readonly status: number
  readonly body: Record<string, unknown>
}

const JSON_HEADERS = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' }

/** One HTTP call as a browser makes it; a dropped connection rejects (the server died). */
export async function send(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<Answer> {
  const res = await fetch(url, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers: { ...JSON_HEADERS, ...options.headers },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  })
  const text = await res.text()
  try {
    return { status: res.status, body: JSON.parse(text) as Record<string, unknown> }
  } catch {
    return { status: res.status, body: { text } }
  }
}

const expectOk = (what: string, answer: Answer): Record<string, unknown> => {
  if (answer.status < 200 || answer.status >= 300) throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`)
  return answer.body
}

/** Signs a new player up through the API, with no promo code: no bonus, so withdrawals never ask to forfeit one. */
export async function register(origin: string): Promise<RemotePlayer> {
  const tag = randomBytes(5).toString('hex')
  const body = expectOk(
    'register',
    await send(`${origin}/api/register`, {
      body: {
        name: 'Crash Test',
        username: `crash${tag}`,
        promo_code: '',
        email: `crash${tag}@example.test`,
        password: 'secret1',
        password_confirmation: 'secret1',
      },
    }),
  )
  const user = body.user as { id: number }
  return { userId: user.id, headers: { authorization: `Bearer ${String(body.token)}` } }
}

/** A lightning deposit, paid in full by the sandbox wallet: answers the settled status. */
export async function depositLightning(origin: string, player: RemotePlayer, amount: string): Promise<string> {
  const payment = expectOk(
    'payments/lightning',
    await send(`${origin}/api/payments/lightning`, { headers: player.headers, body: { amount, dob: ADULT_DOB } }),
  )
  const paid = expectOk(
    'sandbox pay',
    await send(`${origin}/api/sandbox/lightning/pay/${String(payment.invoice_id)}`, { headers: player.headers, body: {} }),
  )
  return String(paid.status)
}

/** Launches a game and opens its page on the provider's origin, as the overlay's frame does: the play token. */
export async function launchGame(origin: string, gameOrigin: string, player: RemotePlayer, gameId: string): Promise<string> {
  const launch = expectOk(
    'launchgame',
    await send(`${origin}/api/game/launchgame`, { headers: player.headers, body: { gameId, userId: String(player.userId) } }),
  )
  const url = new URL(String(launch.SessionUrl))
  const page = await fetch(`${gameOrigin}${url.pathname}`)
  const token = /name="coinfall-play-token" content="([^"]+)"/.exec(await page.text())?.[1]
  if (token === undefined) throw new Error(`no play token in the game page (${page.status})`)
  return token
}

export const spin = (gameOrigin: string, playToken: string, betCents: number): Promise<Answer> =>
  send(`${gameOrigin}/api/slot/spin`, { headers: { authorization: `Bearer ${playToken}` }, body: { betCents } })
