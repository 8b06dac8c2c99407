import { expect, type APIRequestContext } from '@playwright/test'
import type { E2ePlayer } from '../lobby-session'

export const XHR = { 'X-Requested-With': 'XMLHttpRequest' }

/** Headers of a call made with `token` (a player's or an operator's). */
export const as = (token: string) => ({ ...XHR, Authorization: `Bearer ${token}` })

/** The answer's JSON, after checking it succeeded (its body is the failure message otherwise). */
export async function ok<T>(
  answer: Promise<{ status: () => number; text: () => Promise<string>; json: () => Promise<unknown> }>,
): Promise<T> {
  const res = await answer
  expect(res.status(), await res.text()).toBeLessThan(300)
  return (await res.json()) as T
}

/** A sandbox lightning deposit paid by the test wallet and settled, as the invoice page would; it brings a grown-up's date of birth, which a first deposit needs. */
export async function deposit(request: APIRequestContext, player: E2ePlayer, amount: string): Promise<void> {
  const payment = await ok<{ invoice_id: string }>(
    request.post('/api/payments/lightning', { headers: as(player.token), data: { amount, dob: '1990-01-01' } }),
  )
  await ok(request.post(`/api/sandbox/lightning/pay/${payment.invoice_id}`, { headers: as(player.token), data: null }))
  await expect
    .poll(
      async () =>
        (
          await ok<{ status: string }>(
            request.post('/api/check-payment-status', { headers: as(player.token), data: { invoice_id: payment.invoice_id } }),
          )
        ).status,
    )
    .toBe('completed')
}

export const withdrawableCents = async (request: APIRequestContext, player: E2ePlayer) =>
  (await ok<{ withdrawable_balance_cents: number }>(request.get('/api/wallet-balance', { headers: as(player.token) })))
    .withdrawable_balance_cents
