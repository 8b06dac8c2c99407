import { describe, expect, it } from 'vitest'
import { windowTabOpener } from '../../../src/adapters/browser/window-tab-opener.adapter'

const fakeTab = () => ({
  opener: {} as unknown,
  location: { href: 'about:blank' },
  closed: false,
  close() {
    this.closed = true
  },
})

describe('the window tab opener', () => {
  it('reserves a blank tab at once and sends it to the page later, cut off from this one', () => {
    const tab = fakeTab()
    const opened: unknown[][] = []
    const tabs = windowTabOpener((...args) => {
      opened.push(args)
      return tab as unknown as WindowProxy
    })
    const reserved = tabs.reserve()
    expect(opened).toEqual([['', '_blank']])
    reserved.show('https://nowpayments.io/payment/?iid=5')
    expect(tab.location.href).toBe('https://nowpayments.io/payment/?iid=5')
    expect(tab.opener).toBeNull()
  })

  it('closes the reserved tab when there is nothing to show', () => {
    const tab = fakeTab()
    windowTabOpener(() => tab as unknown as WindowProxy)
      .reserve()
      .close()
    expect(tab.closed).toBe(true)
  })

  it('opens the page directly, without an opener, when the popup was blocked', () => {
    const opened: unknown[][] = []
    const tabs = windowTabOpener((...args) => {
      opened.push(args)
      return null
    })
    tabs.reserve().show('https://nowpayments.io/payment/?iid=5')
    expect(opened).toEqual([
      ['', '_blank'],
      ['https://nowpayments.io/payment/?iid=5', '_blank', 'noopener,noreferrer'],
    ])
  })
})
