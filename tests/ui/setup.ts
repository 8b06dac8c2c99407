import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeAll } from 'vitest'

// findBy* and waitFor give up after 1 s by default; beside the browser tests on two cores a
// render can take longer than that without anything being wrong.
configure({ asyncUtilTimeout: 5_000 })

// Any rendered app preloads the browsing screens once it is idle, and on a tab the other tabs'
// screens (routes.tsx), and for a signed-in player the support chat's panel (chat-launcher.tsx).
// Loaded here first, so no preload is still importing when a file's environment is torn down: an
// import cut off there leaves the module broken for the next file in the same worker (files share
// modules).
beforeAll(async () => {
  await Promise.all([
    import('../../src/ui/features/lobby/dashboard-page'),
    import('../../src/ui/features/category/category-page'),
    import('../../src/ui/features/search/search-page'),
    import('../../src/ui/features/account/profile-page'),
    import('../../src/ui/features/payments/payments-page'),
    import('../../src/ui/features/account/transaction-page'),
    import('../../src/ui/features/account/affiliates-page'),
    import('../../src/ui/features/account/safer-play-page'),
    import('../../src/ui/features/bonuses/weekly-bonuses-page'),
    import('../../src/ui/features/bonuses/happy-hour-bonuses-page'),
    import('../../src/ui/features/bonuses/daily-bonuses-page'),
    import('../../src/ui/features/bonuses/join-bonuses-page'),
    import('../../src/ui/features/support/chat-panel'),
  ])
})

afterEach(() => {
  cleanup()
  localStorage.clear()
})

// jsdom has <dialog> but not its modal methods: open and close it as a browser would (the
// real modal, focus trap and backdrop are checked in Chromium by the browser tests).
if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return
    this.removeAttribute('open')
    this.dispatchEvent(new Event('close'))
  }
}
