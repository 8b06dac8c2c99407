import type * as ReactToastify from 'react-toastify'
import { firstValueFrom } from 'rxjs'
import { describe, expect, it } from 'vitest'
import { toastNotifier } from '../../../src/adapters/notifier/toast-notifier.adapter'

type Toastify = typeof ReactToastify

/** A stand-in for the library's module: records what it was asked to show. */
const recordingToastify = () => {
  const shown: Array<[string, unknown]> = []
  const toast = Object.assign(() => undefined, {
    success: (m: unknown) => shown.push(['success', m]),
    error: (m: unknown) => shown.push(['error', m]),
    info: (m: unknown) => shown.push(['info', m]),
  })
  return { shown, module: { toast } as unknown as Toastify }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the toast notifier', () => {
  it('fetches the library with the first toast only, and wants its container from then on', async () => {
    const { shown, module } = recordingToastify()
    let loads = 0
    const toasts = toastNotifier(
      () => undefined,
      async () => {
        loads += 1
        return module
      },
    )
    expect(await firstValueFrom(toasts.wanted$)).toBe(false)
    expect(loads).toBe(0)
    toasts.notifier.success('Saved.')
    toasts.notifier.error('Wrong code.')
    toasts.notifier.info('Copied.')
    expect(await firstValueFrom(toasts.wanted$)).toBe(true)
    await settle()
    expect(loads).toBe(1)
    expect(shown).toEqual([
      ['success', 'Saved.'],
      ['error', 'Wrong code.'],
      ['info', 'Copied.'],
    ])
  })

  it('says it as an alert when the library cannot be fetched (a deploy replaced the chunk, the network dropped)', async () => {
    const alerts: string[] = []
    const toasts = toastNotifier(
      (message) => alerts.push(message),
      () => Promise.reject(new Error('Failed to fetch dynamically imported module')),
    )
    toasts.notifier.error('Withdrawal refused.')
    await settle()
    expect(alerts).toEqual(['Withdrawal refused.'])
  })
})
