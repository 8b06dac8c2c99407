import { describe, expect, it } from 'vitest'
import { sessionStorageOperatorStore } from '../../../src/adapters/storage/session-storage-operator-store.adapter'
import { memoryStorage } from '../../fakes/memory-storage'

const session = {
  token: 'op-token',
  expiresAt: '2030-01-01T08:00:00.000Z',
  user: { id: 1, name: 'Ana', username: 'ana', email: 'ana@example.com', permissions: ['approve_withdrawals'] },
}
const at = (iso: string) => () => Date.parse(iso)

describe('the operator session store', () => {
  it('keeps the session under its own key, apart from the player session', () => {
    const storage = memoryStorage()
    sessionStorageOperatorStore(storage, at('2030-01-01T00:00:00Z')).write(session)
    expect(storage.getItem('authToken')).toBeNull()
    expect(sessionStorageOperatorStore(storage, at('2030-01-01T00:00:00Z')).read()).toEqual(session)
  })
  it('reads an expired, damaged or foreign entry as no session, and forgets on sign-out', () => {
    const storage = memoryStorage()
    const store = sessionStorageOperatorStore(storage, at('2030-01-01T09:00:00Z'))
    store.write(session)
    expect(store.read()).toBeNull()
    storage.setItem('operatorSession', '{not json')
    expect(store.read()).toBeNull()
    storage.setItem('operatorSession', JSON.stringify({ token: 1 }))
    expect(store.read()).toBeNull()
    store.write(null)
    expect(storage.getItem('operatorSession')).toBeNull()
  })
})
