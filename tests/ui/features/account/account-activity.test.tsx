import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as TE from 'fp-ts/TaskEither'
import { describe, expect, it } from 'vitest'
import type { AccountSession, AccountSessions } from '../../../../src/core/account/account-sessions'
import type { GatewayError } from '../../../../src/core/shared/gateway-error'
import { PROFILE, fakeProfileGateway } from '../../../fakes/fake-profile-gateway'
import { renderAccountScreen } from './render-account-screen'

const NOW = new Date('2026-11-26T10:00:00Z')
const SESSIONS: readonly AccountSession[] = [
  {
    id: 12,
    device: 'Safari on iPhone',
    address: '198.51.100.9',
    startedAt: new Date('2026-11-25T08:30:00Z'),
    lastUsedAt: new Date('2026-11-25T21:05:00Z'),
    current: false,
  },
  {
    id: 11,
    device: 'Chrome on Windows',
    address: '203.0.113.7',
    startedAt: new Date('2026-11-24T09:14:00Z'),
    lastUsedAt: new Date('2026-11-26T09:59:00Z'),
    current: true,
  },
]

const renderActivity = async (end: AccountSessions['end']) => {
  const ended: number[] = []
  const sessions: AccountSessions = {
    list: () => TE.right(SESSIONS),
    end: (id) => {
      ended.push(id)
      return end(id)
    },
  }
  const profiles = fakeProfileGateway({ countries: () => TE.right([]), profile: () => TE.right(PROFILE) }).gateway
  const rendered = await renderAccountScreen('/profile', 'Personal Details', {
    AccountSessions: sessions,
    ProfileGateway: profiles,
    Clock: { now: () => NOW },
  })
  const list = await screen.findByRole('list', { name: 'Your sign-ins' })
  return { ...rendered, ended, list }
}

describe('the account activity', () => {
  it('lists each sign-in with its device, address and times, this device marked', async () => {
    const { list } = await renderActivity(() => TE.right({ message: 'That sign-in has ended.', signedOut: false }))
    expect(screen.getByRole('heading', { level: 2, name: 'Account activity' })).toBeTruthy()
    const rows = within(list).getAllByRole('listitem')
    expect(rows.map((r) => r.textContent)).toEqual([
      'Safari on iPhoneFrom 198.51.100.9Signed in Wed, 25 Nov 2026, 08:30 UTC; last used Wed, 25 Nov 2026, 21:05 UTC.End',
      'Chrome on WindowsThis deviceFrom 203.0.113.7Signed in Tue, 24 Nov 2026, 09:14 UTC; active now.Sign out',
    ])
    expect(within(list).getByRole('button', { name: 'End the sign-in on Safari on iPhone from 198.51.100.9' })).toBeTruthy()
    expect(within(list).getByRole('button', { name: 'Sign out of this device' })).toBeTruthy()
  })

  it('ends another sign-in: says so, drops its row and keeps the focus in the section', async () => {
    const { list, ended, notices } = await renderActivity(() => TE.right({ message: 'That sign-in has ended.', signedOut: false }))
    const user = userEvent.setup()
    await user.click(within(list).getByRole('button', { name: /Safari on iPhone/ }))
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1))
    expect(ended).toEqual([12])
    expect(notices).toContainEqual({ kind: 'success', message: 'That sign-in has ended.' })
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Account activity' }))
    expect(localStorage.getItem('authToken')).toBe('tkn')
  })

  it('signs this browser out when its own sign-in is ended', async () => {
    const { list, ended } = await renderActivity(() => TE.right({ message: 'You have been signed out.', signedOut: true }))
    const user = userEvent.setup()
    await user.click(within(list).getByRole('button', { name: 'Sign out of this device' }))
    await waitFor(() => expect(localStorage.getItem('authToken')).toBeNull())
    expect(ended).toEqual([11])
  })

  it('drops a sign-in that had already ended, and keeps one that could not be ended', async () => {
    const gone: GatewayError = { _tag: 'Unexpected', status: 404, message: 'This sign-in has already ended.' }
    const { list, notices } = await renderActivity((id) => (id === 12 ? TE.left(gone) : TE.left({ _tag: 'Offline' })))
    const user = userEvent.setup()
    await user.click(within(list).getByRole('button', { name: /Safari on iPhone/ }))
    await waitFor(() => expect(notices).toContainEqual({ kind: 'info', message: 'That sign-in had already ended.' }))
    expect(within(list).getAllByRole('listitem')).toHaveLength(1)
    await user.click(within(list).getByRole('button', { name: 'Sign out of this device' }))
    await waitFor(() => expect(notices).toContainEqual({ kind: 'error', message: 'That sign-in could not be ended. Please try again.' }))
    expect(within(list).getAllByRole('listitem')).toHaveLength(1)
    expect(localStorage.getItem('authToken')).toBe('tkn')
  })
})
