import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import { STORAGE_KEYS } from '../../../src/adapters/storage/local-storage-session-store.adapter'
import { JOIN_PROMO_CODE } from '../../../src/core/bonuses/join-promo'

export interface Player {
  readonly token: string
  readonly userId: string
  readonly roles: readonly string[]
  readonly permissions: readonly string[]
}

/** A new player with the join bonus, registered through the API as the sign-up form does. */
export async function registerPlayer(baseUrl: string): Promise<Player> {
  const tag = randomBytes(5).toString('hex')
  const res = await fetch(`${baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({
      name: 'Bench Player',
      username: `bench${tag}`,
      email: `bench${tag}@example.com`,
      password: 'secret12',
      password_confirmation: 'secret12',
      // The Join tab's code, as a new player enters it: its bonus is what Play Now launches a game with.
      promo_code: JOIN_PROMO_CODE,
    }),
  })
  if (res.status !== 201) throw new Error(`registering a player answered ${res.status}: ${await res.text()}`)
  const body = (await res.json()) as { token: string; user: { id: number; roles: string[]; permissions: string[] } }
  return { token: body.token, userId: String(body.user.id), roles: body.user.roles, permissions: body.user.permissions }
}

/**
 * Puts the session where the SPA's session store keeps it, before the page's scripts run, so the
 * first load is already signed in.
 */
export async function signIn(page: Page, player: Player): Promise<void> {
  await page.addInitScript(
    ({ keys, p }) => {
      // The script runs in every frame; a game's sandboxed frame on its own origin has no storage to fill.
      if (window !== window.top) return
      localStorage.setItem(keys.token, p.token)
      localStorage.setItem(keys.userId, p.userId)
      localStorage.setItem(keys.roles, JSON.stringify(p.roles))
      localStorage.setItem(keys.permissions, JSON.stringify(p.permissions))
    },
    { keys: STORAGE_KEYS, p: player },
  )
}
