// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { localStorageSessionStore, requestToken } from '../../../src/adapters/storage/local-storage-session-store.adapter'

describe('the localStorage session store', () => {
  beforeEach(() => localStorage.clear())

  // docs/product/entities-and-states.md#browser-storage
  it('writes the four browser storage keys', () => {
    localStorageSessionStore(localStorage).save({ token: 'tkn', userId: 'u-1', roles: ['player'], permissions: ['play'] })
    expect(localStorage.getItem('authToken')).toBe('tkn')
    expect(localStorage.getItem('userId')).toBe('u-1')
    expect(localStorage.getItem('userRoles')).toBe('["player"]')
    expect(localStorage.getItem('userPermissions')).toBe('["play"]')
  })

  it('reads a missing user id as the placeholder and damaged JSON as empty lists', () => {
    localStorage.setItem('authToken', 'tkn')
    localStorage.setItem('userRoles', '{not json')
    localStorage.setItem('userPermissions', '"play"')
    expect(localStorageSessionStore(localStorage).load()).toEqual({ token: 'tkn', userId: 'guest', roles: [], permissions: [] })
  })

  it('removes every key on clear', () => {
    const store = localStorageSessionStore(localStorage)
    store.save({ token: 'tkn', userId: 'u-1', roles: [], permissions: [] })
    store.clear()
    expect(localStorage.length).toBe(0)
  })

  it('sends the `token` key first, then the store token', () => {
    const token = requestToken(localStorage, () => 'from-store')
    expect(token()).toBe('from-store')
    localStorage.setItem('token', 'from-key')
    expect(token()).toBe('from-key')
  })
})
