import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as TE from 'fp-ts/TaskEither'
import { describe, expect, it } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { buildOperatorContainer } from '../../../../src/composition/operator/operator-container'
import type { OperatorSession } from '../../../../src/core/operator/operator'
import type {
  PromotionChange,
  PromotionSettings,
  PromotionSettingsGateway,
} from '../../../../src/core/operator/promotions/promotion-settings.port'
import { VIP_LEVELS } from '../../../../src/core/vip/vip-levels'
import { OperatorConsole } from '../../../../src/ui/features/operator/operator-console'
import { fakeOperatorGateway } from '../../../fakes/fake-operator-gateway'
import { memoryStorage } from '../../../fakes/memory-storage'

const session: OperatorSession = {
  token: 'op',
  expiresAt: '2999-01-01T00:00:00Z',
  user: { id: 1, name: 'Ops', username: 'ops', email: 'ops@coinfall.test', permissions: ['manage_promotions'] },
}

const SETTINGS: PromotionSettings = {
  join: { code: 'COINFALLJOIN', amountCents: 1000, wageringMultiple: 10, expiryDays: 30 },
  missions: {
    daily: [
      {
        id: 'daily-chilli-fiesta',
        title: 'Chilli Fiesta',
        kind: 'wager_on_game',
        target: 10_000,
        gameId: 'cf-slots-chilli-fiesta',
        rewardCents: 200,
        wageringMultiple: 5,
      },
    ],
    weekly: [],
  },
  happyHour: { windows: [{ startMinute: 1080, endMinute: 1140 }], boost: { percent: 20, capCents: 5000, wageringMultiple: 10 } },
  vip: { levels: VIP_LEVELS, levelZeroLimitCents: 10_000, bonusWageringMultiple: 10 },
  referral: { commissionBps: 1000, wageringMultiple: 1 },
  gameNames: { 'cf-slots-chilli-fiesta': 'Chilli Fiesta Deluxe' },
  updated: [],
}

function renderPromotions() {
  const saved: [PromotionChange, string][] = []
  let current = SETTINGS
  const gateway: PromotionSettingsGateway = {
    load: () => TE.right(current),
    save: (change, reason) => {
      saved.push([change, reason])
      if (change.key === 'vip') current = { ...current, vip: change.value }
      if (change.key === 'referral') current = { ...current, referral: change.value }
      return TE.right({ ...current, updated: [{ key: change.key, at: '2030-01-01T00:00:00Z', by: 'ops' }] })
    },
  }
  render(
    <Router hook={memoryLocation({ path: '/promotions' }).hook}>
      <OperatorConsole
        container={buildOperatorContainer(
          { apiBaseUrl: '', storage: memoryStorage(), console },
          {
            OperatorGateway: fakeOperatorGateway(),
            PromotionSettings: gateway,
            OperatorSessionStore: { read: () => session, write: () => undefined },
          },
        )}
      />
    </Router>,
  )
  return { saved }
}

const card = (name: string) => screen.getByRole('region', { name })

describe('the promotions screen’s VIP and referral cards', () => {
  it('names a mission’s game, not its id', async () => {
    renderPromotions()
    await screen.findByRole('region', { name: 'Missions' })
    const missions = card('Missions')
    expect(within(missions).getByText(/Wager \$100\.00 on Chilli Fiesta Deluxe and claim/)).toBeTruthy()
    expect(within(missions).queryByText(/cf-slots-chilli-fiesta/)).toBeNull()
  })

  it('refuses falling thresholds in the form with the rule’s sentence, then saves the levels with the reason', async () => {
    const t = renderPromotions()
    const user = userEvent.setup()
    await screen.findByRole('region', { name: 'Missions' })
    const vip = card('VIP levels')
    expect(within(vip).getByTestId('promotion-rule').textContent).toContain(
      'level I at $100.00 wagered pays a $10.00 bonus and allows $100.00 a day',
    )
    const wageredIII = within(vip).getByLabelText('Level III: wagered ($)')
    await user.clear(wageredIII)
    await user.type(wageredIII, '400')
    await user.type(within(vip).getByLabelText('Reason (for the audit log)'), 'spring levels')
    await user.click(within(vip).getByRole('button', { name: 'Save VIP levels' }))
    expect(within(vip).getByRole('alert').textContent).toBe('Level III must take more wagering than level II ($500.00).')
    expect(t.saved).toEqual([])

    await user.clear(wageredIII)
    await user.type(wageredIII, '2000')
    await user.clear(within(vip).getByLabelText('Level III: bonus ($)'))
    await user.type(within(vip).getByLabelText('Level III: bonus ($)'), '25.50')
    await user.click(within(vip).getByRole('button', { name: 'Save VIP levels' }))
    expect((await within(vip).findByRole('status')).textContent).toContain('Saved.')
    const [[change, reason] = []] = t.saved
    expect(reason).toBe('spring levels')
    expect(change).toEqual({
      key: 'vip',
      value: {
        levels: [VIP_LEVELS[0], VIP_LEVELS[1], { ...VIP_LEVELS[2], wageredCents: 200_000, bonusCents: 2_550 }],
        levelZeroLimitCents: 10_000,
        bonusWageringMultiple: 10,
      },
    })
    expect(within(card('VIP levels')).getByTestId('promotion-rule').textContent).toContain(
      'level III at $2,000.00 wagered pays a $25.50 bonus',
    )
  })

  it('saves the referral commission as a percentage, and refuses one past 50%', async () => {
    const t = renderPromotions()
    const user = userEvent.setup()
    await screen.findByRole('region', { name: 'Missions' })
    const referral = card('Referral commission')
    const rate = within(referral).getByLabelText('Commission (% of net losses)')
    await user.clear(rate)
    await user.type(rate, '60')
    await user.type(within(referral).getByLabelText('Reason (for the audit log)'), 'richer programme')
    await user.click(within(referral).getByRole('button', { name: 'Save referral commission' }))
    expect(within(referral).getByRole('alert').textContent).toBe('The commission must be from 0% to 50% of net losses, in steps of 0.01%.')
    await user.clear(rate)
    await user.type(rate, '12.5')
    await user.clear(within(referral).getByLabelText('Requirement (× the commission)'))
    await user.type(within(referral).getByLabelText('Requirement (× the commission)'), '2')
    await user.click(within(referral).getByRole('button', { name: 'Save referral commission' }))
    expect((await within(referral).findByRole('status')).textContent).toContain('Saved.')
    expect(t.saved).toEqual([[{ key: 'referral', value: { commissionBps: 1250, wageringMultiple: 2 } }, 'richer programme']])
    expect(within(card('Referral commission')).getByTestId('promotion-rule').textContent).toBe(
      'Each Monday (00:00 UTC) you earn 12.5% of the net real-money losses of every player who joined through your link in the week before, paid as a bonus with a 2× wagering requirement.',
    )
  })
})
