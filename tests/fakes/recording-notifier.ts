import type { Notifier } from '../../src/core/shared/notifier.port'

export type Notice = { readonly kind: 'success' | 'error' | 'info' | 'alert'; readonly message: string }

/** A Notifier that keeps every toast and alert, in order. */
export function recordingNotifier() {
  const notices: Notice[] = []
  const notifier: Notifier = {
    success: (message) => {
      notices.push({ kind: 'success', message })
    },
    error: (message) => {
      notices.push({ kind: 'error', message })
    },
    info: (message) => {
      notices.push({ kind: 'info', message })
    },
    alert: (message) => {
      notices.push({ kind: 'alert', message })
    },
  }
  return { notifier, notices }
}
