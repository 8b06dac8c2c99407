import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as TE from 'fp-ts/TaskEither'
import { describe, expect, it } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import type { OperatorSession, QueuedWithdrawal } from '../../../../src/core/operator/operator'
import type { OperatorGateway, OperatorSessionStore, SignInForm } from '../../../../src/core/operator/operator-gateway.port'
import { buildOperatorContainer } from '../../../../src/composition/operator/operator-container'
import { memoryStorage } from '../../../fakes/memory-storage'
import { OperatorConsole } from '../../../../src/ui/features/operator/operator-console'

const pending: QueuedWithdrawal = {
  id: 'wd_pending00001',
  method: 'speed',
  status: 'PENDING',
  stage: 'pending',
  amountCents: 1000,
  destination: 'player@wallet.example',
  payoutCurrency: null,
  error: null,
  refunded: false,
  createdAt: '2030-01-01T00:00:00Z',
  ageSeconds: 600,
  player: { id: 7, username: 'ana', email: 'ana@example.com', locked: false },
  decision: null,
}

const session = (permissions: string[]): OperatorSession => ({
  token: 'op',
  expiresAt: '2999-01-01T00:00:00Z',
  user: { id: 1, name: 'Ops', username: 'ops', email: 'ops@coinfall.test', permissions },
})

/** The console over a gateway the test scripts; each call is recorded by name. */
function renderConsole(options: { session?: OperatorSession; gateway?: Partial<OperatorGateway> } = {}) {
  const calls: string[] = []
  const signIns: SignInForm[] = []
  let stored: OperatorSession | null = options.session ?? null
  const sessions: OperatorSessionStore = { read: () => stored, write: (s) => void (stored = s) }
  const never = (name: string) => () => {
    throw new Error(`${name} was not expected`)
  }
  const gateway: OperatorGateway = {
    signIn: (form) => {
      signIns.push(form)
      return TE.right(session(['approve_withdrawals']))
    },
    signOut: () => TE.right(undefined),
    queue: () => {
      calls.push('queue')
      return TE.right({ withdrawals: [pending], total: 1 })
    },
    approve: () => {
      calls.push('approve')
      return TE.right({ ...pending, status: 'SENT', stage: 'sent' })
    },
    reject: never('reject'),
    recheck: never('recheck'),
    proposeDecision: never('proposeDecision'),
    confirmDecision: never('confirmDecision'),
    declineDecision: never('declineDecision'),
    auditLog: never('auditLog'),
    searchPlayers: never('searchPlayers'),
    player: never('player'),
    playerLedger: never('playerLedger'),
    playerSessions: never('playerSessions'),
    revokeSession: never('revokeSession'),
    setLocked: never('setLocked'),
    adjust: never('adjust'),
    ledgerHealth: never('ledgerHealth'),
    ...options.gateway,
  }
  const location = memoryLocation({ path: '/' })
  render(
    <Router hook={location.hook}>
      <OperatorConsole
        container={buildOperatorContainer(
          { apiBaseUrl: '', storage: memoryStorage(), console },
          { OperatorGateway: gateway, OperatorSessionStore: sessions },
        )}
      />
    </Router>,
  )
  return { calls, signIns, stored: () => stored }
}

describe('the operator console', () => {
  it('refuses a code that is not six digits without asking the server, then signs in and keeps the session apart', async () => {
    const t = renderConsole()
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Email or username'), 'ops@coinfall.test')
    await user.type(screen.getByLabelText('Password'), 'one-time-password')
    await user.type(screen.getByLabelText('Authenticator code'), '12 34')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app.')).toBeTruthy()
    expect(t.signIns).toEqual([])
    expect(document.activeElement).toBe(screen.getByLabelText('Authenticator code'))

    await user.clear(screen.getByLabelText('Authenticator code'))
    await user.type(screen.getByLabelText('Authenticator code'), '123 456')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Withdrawal queue' })).toBeTruthy()
    expect(t.signIns).toEqual([{ email: 'ops@coinfall.test', password: 'one-time-password', code: '123456', newPassword: '' }])
    expect(t.stored()?.token).toBe('op')
    expect(localStorage.getItem('authToken')).toBeNull()
  })

  it('approves once however fast the button is pressed again, and says how it ended', async () => {
    const t = renderConsole({ session: session(['approve_withdrawals']) })
    const user = userEvent.setup()
    const approve = await screen.findByRole('button', { name: `Approve ${pending.id}` })
    await user.dblClick(approve)
    expect(await screen.findByText(`Withdrawal ${pending.id} is SENT.`)).toBeTruthy()
    expect(t.calls.filter((c) => c === 'approve')).toEqual(['approve'])
  })

  it('shows the queue without actions, and no screen of its own, to an operator without the permission', async () => {
    renderConsole({ session: session(['view_players']) })
    expect(await screen.findByText('You do not have the permission to handle withdrawals.')).toBeTruthy()
    const nav = screen.getByRole('navigation', { name: 'Console' })
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Players'])
    expect(screen.queryByRole('button', { name: /^Approve/ })).toBeNull()
  })
})
