import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as TE from 'fp-ts/TaskEither'
import { describe, expect, it } from 'vitest'
import type { TwoFactorSettings } from '../../../src/core/auth/two-factor-settings'
import type { Registry } from '../../../src/composition/registry'
import type { SaferPlay, SaferPlayState } from '../../../src/core/safer-play/safer-play'
import { BRAZIL, PROFILE, fakeProfileGateway } from '../../fakes/fake-profile-gateway'
import { notCalled } from '../../fakes/not-called'
import { renderAccountScreen } from '../features/account/render-account-screen'

const STATE: SaferPlayState = { limits: [], realityCheckMinutes: 0, minuteMs: 60_000 }

/** What the account tabs read, counted: the first ask of the limits answers, every later one stays out. */
const countedAccount = () => {
  const asked = { limits: 0, twoFactor: 0, affiliates: 0 }
  const SaferPlay: SaferPlay = {
    load: () => {
      asked.limits += 1
      return asked.limits === 1 ? TE.right(STATE) : () => new Promise(() => undefined)
    },
    setLimit: notCalled('setLimit'),
    setRealityCheck: notCalled('setRealityCheck'),
    takeBreak: notCalled('takeBreak'),
  }
  const TwoFactor: TwoFactorSettings = {
    status: () => {
      asked.twoFactor += 1
      return TE.right({ on: false, recoveryCodesLeft: 0 })
    },
    begin: notCalled('begin'),
    confirm: notCalled('confirm'),
    turnOff: notCalled('turnOff'),
  }
  const overrides: Partial<Registry> = {
    SaferPlay,
    TwoFactor,
    Affiliates: {
      list: () => {
        asked.affiliates += 1
        return TE.right({ commissionSentence: 'Each Monday you earn 10%.', players: [] })
      },
    },
    ProfileGateway: fakeProfileGateway({ countries: () => TE.right([BRAZIL]), profile: () => TE.right(PROFILE) }).gateway,
  }
  return { asked, overrides }
}

const accountTab = (name: string) => within(screen.getByRole('navigation', { name: 'My account' })).getByRole('link', { name })

describe('what a tab shows, read ahead of the tap', () => {
  it('asks for the Safer play tab’s limits once the profile is idle, and shows them at the tap while its own ask is still out', async () => {
    const { asked, overrides } = countedAccount()
    await renderAccountScreen('/profile', 'Personal Details', overrides)
    await waitFor(() => expect(asked.limits).toBe(1), { timeout: 5_000 })
    await userEvent.click(accountTab('Safer play'))
    expect(await screen.findByRole('heading', { level: 2, name: 'Deposit limits' })).toBeTruthy()
    expect(screen.queryByText('Loading your settings…')).toBeNull()
  })

  it('reads ahead nothing the screen shown reads itself: on Safer play, the wallet’s two-factor status is not asked again', async () => {
    const { asked, overrides } = countedAccount()
    await renderAccountScreen('/safer-play', 'Safer play', overrides)
    await waitFor(() => expect(asked.affiliates).toBe(1), { timeout: 5_000 })
    expect(asked.twoFactor).toBe(1)
  })

  it('shows no answer read before a change the page sent since: the tab says it is loading', async () => {
    const { asked, overrides } = countedAccount()
    let changes = 0
    await renderAccountScreen('/profile', 'Personal Details', { ...overrides, KnownChanges: { count: () => changes } })
    await waitFor(() => expect(asked.limits).toBe(1), { timeout: 5_000 })
    changes = 1
    await userEvent.click(accountTab('Safer play'))
    expect(await screen.findByText('Loading your settings…')).toBeTruthy()
    expect(asked.limits).toBe(2)
    expect(screen.queryByRole('heading', { level: 2, name: 'Deposit limits' })).toBeNull()
  })
})
