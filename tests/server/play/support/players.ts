import { randomBytes, randomUUID } from 'node:crypto'
import { composeServer } from '../../../../server/composition/compose-server'
import { testConfig, XHR } from '../../support/test-app'
import type { GamesHarness } from './games-harness'

export interface TestPlayer {
  readonly userId: number
  readonly token: string
}

/** A registered player as sign-up leaves one: a users row, the $10.00 join bonus and a bearer token. */
export async function newPlayer(h: GamesHarness): Promise<TestPlayer> {
  const graph = composeServer({ config: testConfig(), db: h.db }, h.ports)
  const tag = randomBytes(6).toString('hex')
  return h.db.transaction().execute(async (trx) => {
    const user = await trx
      .insertInto('users')
      .values({ name: 'Test Player', username: `p${tag}`, email: `p${tag}@example.test`, password_hash: 'not-a-hash' })
      .returning('id')
      .executeTakeFirstOrThrow()
    await graph.ledger.within(trx).grantJoinBonus(user.id)
    const issued = await graph.accounts.tokens.issue(trx, user.id)
    return { userId: user.id, token: issued.token }
  })
}

export const bearer = (p: TestPlayer) => ({ authorization: `Bearer ${p.token}`, 'x-requested-with': 'XMLHttpRequest' })

/** Launches `gameId` for `p` and opens the page, answering the play token the page would use. */
export async function launchAndOpen(h: GamesHarness, p: TestPlayer, gameId: string): Promise<string> {
  const launch = await h.casino.inject({
    method: 'POST',
    url: '/api/game/launchgame',
    headers: { ...bearer(p), origin: 'http://casino.test:3000' },
    payload: { gameId, userId: String(p.userId) },
  })
  const sessionUrl = (launch.json() as { SessionUrl?: string }).SessionUrl
  if (sessionUrl === undefined) throw new Error(`the launch opened no session (${launch.statusCode}): ${launch.body.slice(0, 200)}`)
  const url = new URL(sessionUrl)
  const page = await h.provider.inject({ method: 'GET', url: url.pathname })
  const token = /name="coinfall-play-token" content="([^"]+)"/.exec(page.body)?.[1]
  if (token === undefined) throw new Error(`no play token in the game page (${page.statusCode}): ${page.body.slice(0, 200)}`)
  return token
}

export const play = (token: string) => ({ authorization: `Bearer ${token}` })

/** The harness database's real ledger, for arranging a balance. */
export const ledgerOf = (h: GamesHarness) => composeServer({ config: testConfig(), db: h.db }, h.ports).ledger

/** The password of players signed up through the API by signedUpOnTwoDevices. */
export const SIGN_UP_PASSWORD = 'secret1'

/** A player signed up through the API (a real password, the Join code) and signed in once more: two devices. */
export async function signedUpOnTwoDevices(h: GamesHarness): Promise<{ first: TestPlayer; second: TestPlayer; email: string }> {
  const tag = randomUUID().slice(0, 8)
  const email = `p${tag}@example.test`
  const body = {
    name: 'Test Player',
    username: `p${tag}`,
    promo_code: 'COINFALLJOIN',
    email,
    password: SIGN_UP_PASSWORD,
    password_confirmation: SIGN_UP_PASSWORD,
  }
  const registered = await h.casino.inject({ method: 'POST', url: '/api/register', headers: XHR, payload: body })
  if (registered.statusCode !== 201) throw new Error(`sign-up answered ${registered.statusCode}: ${registered.body}`)
  const { token, user } = registered.json<{ token: string; user: { id: number } }>()
  const login = await h.casino.inject({ method: 'POST', url: '/api/login', headers: XHR, payload: { email, password: SIGN_UP_PASSWORD } })
  if (login.statusCode !== 200) throw new Error(`sign-in answered ${login.statusCode}: ${login.body}`)
  return { first: { userId: user.id, token }, second: { userId: user.id, token: login.json<{ token: string }>().token }, email }
}
