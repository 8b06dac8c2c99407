import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as TE from 'fp-ts/TaskEither'
import { describe, expect, it } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { buildOperatorContainer } from '../../../../src/composition/operator/operator-container'
import type { OperatorSession } from '../../../../src/core/operator/operator'
import type { OperatorAccount } from '../../../../src/core/operator/operators/operator-accounts'
import type { OperatorAccountsGateway } from '../../../../src/core/operator/operators/operator-accounts-gateway.port'
import { OperatorConsole } from '../../../../src/ui/features/operator/operator-console'
import { fakeOperatorGateway } from '../../../fakes/fake-operator-gateway'
import { memoryStorage } from '../../../fakes/memory-storage'

const me: OperatorAccount = {
  id: 1,
  name: 'Ops',
  username: 'ops',
  email: 'ops@coinfall.test',
  permissions: ['manage_operators'],
  locked: false,
  oneTimePasswordExpiresAt: null,
}
const gus: OperatorAccount = { ...me, id: 2, username: 'gus', email: 'gus@coinfall.test', permissions: [] }

const session = (permissions: string[]): OperatorSession => ({
  token: 'op',
  expiresAt: '2999-01-01T00:00:00Z',
  user: { id: 1, name: 'Ops', username: 'ops', email: 'ops@coinfall.test', permissions },
})

function renderOperators(permissions: string[]) {
  const acted: [number, string, string][] = []
  let locked = false
  const accounts: OperatorAccountsGateway = {
    list: () => TE.right([me, { ...gus, locked }]),
    act: (id, action, reason) => {
      acted.push([id, action, reason])
      locked = action === 'lock'
      return TE.right(action === 'lock' ? 2 : 0)
    },
  }
  render(
    <Router hook={memoryLocation({ path: '/operators' }).hook}>
      <OperatorConsole
        container={buildOperatorContainer(
          { apiBaseUrl: '', storage: memoryStorage(), console },
          {
            OperatorGateway: fakeOperatorGateway(),
            OperatorAccountsGateway: accounts,
            OperatorSessionStore: { read: () => session(permissions), write: () => undefined },
          },
        )}
      />
    </Router>,
  )
  return { acted }
}

describe('the operators screen', () => {
  it('locks another operator with the reason typed, never offers to act on one’s own account, then offers unlock', async () => {
    const t = renderOperators(['manage_operators'])
    const user = userEvent.setup()
    expect(await screen.findByRole('heading', { level: 1, name: 'Operators' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Operators' }).getAttribute('aria-current')).toBe('page')
    const own = screen.getByRole('row', { name: /ops@coinfall\.test/ })
    expect(within(own).queryAllByRole('button')).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Lock gus' }))
    const dialog = screen.getByRole('dialog', { name: 'Lock gus' })
    const confirm = within(dialog).getByRole('button', { name: 'Lock and end their sessions' })
    expect((confirm as HTMLButtonElement).disabled).toBe(true)
    await user.type(within(dialog).getByLabelText('Reason (kept in the audit log)'), '  Left the company.  ')
    await user.click(confirm)
    expect(await screen.findByText('gus: Locked; 2 sessions ended.')).toBeTruthy()
    expect(t.acted).toEqual([[2, 'lock', 'Left the company.']])
    expect(await screen.findByRole('button', { name: 'Unlock gus' })).toBeTruthy()
  })

  it('is neither in the menu nor open without manage_operators', async () => {
    renderOperators(['view_players'])
    expect(await screen.findByText('You do not have the permission for this screen.')).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Operators' })).toBeNull()
  })
})
