import { describe, expect, it } from 'vitest'
import { navigatorClipboard } from '../../../src/adapters/browser/navigator-clipboard.adapter'

describe('the navigator clipboard', () => {
  it('writes the text', async () => {
    const written: string[] = []
    const clipboard = navigatorClipboard(() => ({
      writeText: async (t: string) => {
        written.push(t)
      },
    }))
    expect(await clipboard.write('lnbc1')()).toEqual({ _tag: 'Right', right: undefined })
    expect(written).toEqual(['lnbc1'])
  })

  it('reports a denied write as refused, never a rejection', async () => {
    const clipboard = navigatorClipboard(() => ({ writeText: () => Promise.reject(new Error('Document is not focused.')) }))
    expect(await clipboard.write('lnbc1')()).toEqual({
      _tag: 'Left',
      left: { _tag: 'ClipboardRefused', reason: 'Document is not focused.' },
    })
  })

  it('reports a missing clipboard API as refused', async () => {
    expect((await navigatorClipboard(() => undefined).write('lnbc1')())._tag).toBe('Left')
  })
})
