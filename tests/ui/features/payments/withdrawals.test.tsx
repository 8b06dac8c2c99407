import { screen, within } from '@testing-library/react'
import * as TE from 'fp-ts/TaskEither'
import { describe, expect, it } from 'vitest'
import type { PlayerWithdrawal } from '../../../../src/core/payments/payments'
import { pageHeading, renderPaymentsApp } from './render-payments-app'

const refused: PlayerWithdrawal = {
  id: 'wd_refused0000',
  method: 'speed',
  amountCents: 500,
  destination: 'ana@wallet.example',
  stage: 'failed',
  reason: 'The destination wallet belongs to someone else.',
  refunded: true,
  createdAt: '2030-01-01T10:00:00Z',
  timeline: [
    { step: 'requested', at: '2030-01-01T10:00:00Z', reason: null },
    { step: 'rejected', at: '2030-01-01T10:05:00Z', reason: 'The destination wallet belongs to someone else.' },
    { step: 'refunded', at: '2030-01-01T10:05:00Z', reason: null },
  ],
}

describe("the player's withdrawals on the wallet page", () => {
  it('lists each with its timeline and the reason an operator gave', async () => {
    renderPaymentsApp('/wallet', { payments: { myWithdrawals: () => TE.right([refused]) } })
    await pageHeading('Wallet')
    const item = await screen.findByRole('listitem', { name: '$5.00 withdrawal: Not sent' })
    const steps = within(within(item).getByRole('list')).getAllByRole('listitem')
    expect(steps.map((s) => s.textContent?.split(' ')[0])).toEqual(['Requested', 'Refused', 'Refunded'])
    expect(within(item).getByText('The destination wallet belongs to someone else.')).toBeTruthy()
    expect(within(item).getByText('Lightning to ana@wallet.example')).toBeTruthy()
  })

  it('says when there is none', async () => {
    renderPaymentsApp('/wallet')
    await pageHeading('Wallet')
    expect(await screen.findByText('No withdrawals yet.')).toBeTruthy()
  })
})
