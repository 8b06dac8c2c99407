import { randomBytes } from 'node:crypto'
import * as E from 'fp-ts/Either'
import { connect } from '../../../server/db/connect'
import { kyselyLedger } from '../../../server/ledger/kysely-ledger.adapter'

const XHR = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' }

const post = async (url: string, body: unknown, headers: Record<string, string> = {}): Promise<Record<string, unknown>> => {
  const res = await fetch(url, { method: 'POST', headers: { ...XHR, ...headers }, body: JSON.stringify(body) })
  const json = (await res.json()) as Record<string, unknown>
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${JSON.stringify(json)}`)
  return json
}

export interface BenchPlayer {
  readonly userId: number
  readonly bearer: string
}

/** Players signed up through nginx, `at` a time. */
export async function signUp(origin: string, count: number, at = 10): Promise<BenchPlayer[]> {
  const players: BenchPlayer[] = []
  const tag = randomBytes(4).toString('hex')
  for (let start = 0; start < count; start += at) {
    const batch = Array.from({ length: Math.min(at, count - start) }, (_, k) => start + k)
    players.push(
      ...(await Promise.all(
        batch.map(async (i) => {
          const name = `bench${tag}${i}`
          const body = await post(`${origin}/api/register`, {
            name: 'Bench Player',
            username: name,
            promo_code: '',
            email: `${name}@example.test`,
            password: 'secret1',
            password_confirmation: 'secret1',
          })
          return { userId: (body.user as { id: number }).id, bearer: `Bearer ${String(body.token)}` }
        }),
      )),
    )
  }
  return players
}

/** $10M each, straight through the ledger, so no bet of the run is refused for funds. */
export async function fund(databaseUrl: string, players: readonly BenchPlayer[]): Promise<void> {
  const db = connect({ kind: 'postgres', url: databaseUrl })
  try {
    const ledger = kyselyLedger(db)
    for (const p of players) {
      const done = await ledger.creditDeposit({
        userId: p.userId,
        amountCents: 1_000_000_000,
        idempotencyKey: `bench-cluster-${p.userId}`,
      })()
      if (E.isLeft(done)) throw new Error(`deposit refused: ${done.left._tag}`)
    }
  } finally {
    await db.destroy()
  }
}

/** Launches a slot through the casino and opens its page on the games origin, as the overlay does: the play token. */
export async function playToken(origin: string, gamesOrigin: string, player: BenchPlayer): Promise<string> {
  const launch = await post(
    `${origin}/api/game/launchgame`,
    { gameId: 'cf-slots-myth', userId: String(player.userId) },
    { authorization: player.bearer },
  )
  const page = await fetch(`${gamesOrigin}${new URL(String(launch.SessionUrl)).pathname}`)
  const token = /name="coinfall-play-token" content="([^"]+)"/.exec(await page.text())?.[1]
  if (token === undefined) throw new Error(`no play token in the game page (${page.status})`)
  return token
}

export async function streamTicket(origin: string, player: BenchPlayer): Promise<string> {
  return String((await post(`${origin}/api/balances/stream-ticket`, null, { authorization: player.bearer })).ticket)
}
