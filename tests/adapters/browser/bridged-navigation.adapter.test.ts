import { describe, expect, it } from 'vitest'
import { bridgedNavigation } from '../../../src/adapters/browser/bridged-navigation.adapter'

const recorder = () => {
  const calls: unknown[][] = []
  return {
    calls,
    fn: (...args: unknown[]) => {
      calls.push(args)
    },
  }
}

describe('the bridged navigation', () => {
  it('hands a move to the attached router', () => {
    const { navigation, host } = bridgedNavigation()
    const router = recorder()
    host.attach(router.fn)
    navigation.go('/dashboard', { replace: true })
    expect(router.calls).toEqual([['/dashboard', { replace: true }]])
  })

  it('keeps the last move made before a router attaches and makes it on attach', () => {
    const { navigation, host } = bridgedNavigation()
    navigation.go('/wallet')
    navigation.go('/dashboard')
    const router = recorder()
    host.attach(router.fn)
    expect(router.calls).toEqual([['/dashboard', undefined]])
  })

  it('stops handing moves to a router that detached', () => {
    const { navigation, host } = bridgedNavigation()
    const router = recorder()
    host.attach(router.fn)()
    navigation.go('/wallet')
    expect(router.calls).toEqual([])
  })

  it('ignores a late detach from a router that was already replaced', () => {
    const { navigation, host } = bridgedNavigation()
    const first = recorder()
    const second = recorder()
    const detachFirst = host.attach(first.fn)
    host.attach(second.fn)
    detachFirst()
    navigation.go('/wallet')
    expect(second.calls).toEqual([['/wallet', undefined]])
  })
})
