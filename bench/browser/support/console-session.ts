import type { Page } from '@playwright/test'
import { OPERATOR_SESSION_KEY } from '../../../src/adapters/storage/session-storage-operator-store.adapter'
import { totpNow } from '../../../tests/e2e/support/operators'
import type { BenchOperator } from '../../stack/bench-operator'

/** A session as the console's store keeps it in sessionStorage (session-storage-operator-store). */
interface StoredSession {
  readonly token: string
  readonly expiresAt: string
  readonly user: unknown
}

// A code is taken once: the operator signs in once a run, and every page of the run shares the session.
const sessions = new WeakMap<BenchOperator, Promise<StoredSession>>()

async function firstSignIn(baseUrl: string, operator: BenchOperator): Promise<StoredSession> {
  const res = await fetch(`${baseUrl}/api/operator/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({
      email: operator.email,
      password: operator.oneTimePassword,
      code: totpNow(operator.secret),
      new_password: 'bench-console-pass-1',
    }),
  })
  if (!res.ok) throw new Error(`the operator's sign-in answered ${res.status}: ${await res.text()}`)
  const body = (await res.json()) as { token: string; expires_at: string; user: unknown }
  return { token: body.token, expiresAt: body.expires_at, user: body.user }
}

/** Puts the operator's session where the console keeps it, before the page's scripts run. */
export async function consoleSignIn(page: Page, baseUrl: string, operator: BenchOperator): Promise<void> {
  const session = sessions.get(operator) ?? firstSignIn(baseUrl, operator)
  sessions.set(operator, session)
  await page.addInitScript(({ key, value }) => sessionStorage.setItem(key, value), {
    key: OPERATOR_SESSION_KEY,
    value: JSON.stringify(await session),
  })
}
