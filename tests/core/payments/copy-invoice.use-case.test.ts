import * as TE from 'fp-ts/TaskEither'
import { describe, expect, it } from 'vitest'
import type { Clipboard } from '../../../src/core/shared/clipboard.port'
import { makeCopyInvoice } from '../../../src/core/payments/copy-invoice.use-case'
import { recordingLogger } from '../../fakes/recording-logger'

const setup = (clipboard: Clipboard) => {
  const log = recordingLogger()
  return { copy: makeCopyInvoice({ clipboard, logger: log.logger }), log }
}

describe('copying the invoice', () => {
  it('puts the text on the clipboard', async () => {
    const written: string[] = []
    const { copy, log } = setup({
      write: (text) => {
        written.push(text)
        return TE.right(undefined)
      },
    })
    expect(await copy('lnbc2500u1p...')()).toEqual({ _tag: 'Right', right: undefined })
    expect(written).toEqual(['lnbc2500u1p...'])
    expect(log.errors).toEqual([])
  })

  it('logs a refused copy and answers it', async () => {
    const { copy, log } = setup({ write: () => TE.left({ _tag: 'ClipboardRefused', reason: 'Document is not focused.' }) })
    expect(await copy('lnbc2500u1p...')()).toMatchObject({ _tag: 'Left', left: { _tag: 'ClipboardRefused' } })
    expect(log.errors).toEqual([
      { message: 'Copying the invoice failed', detail: { _tag: 'ClipboardRefused', reason: 'Document is not focused.' } },
    ])
  })
})
