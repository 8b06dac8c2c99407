import * as TE from 'fp-ts/TaskEither'
import { describe, expect, it } from 'vitest'
import type { Clipboard } from '../../../src/core/shared/clipboard.port'
import { makeCopyInvoice } from '../../../src/core/wallet/copy-invoice.use-case'
import { recordingLogger } from '../../fakes/recording-logger'
import { recordingNotifier } from '../../fakes/recording-notifier'

const setup = (clipboard: Clipboard) => {
  const note = recordingNotifier()
  const log = recordingLogger()
  return { copy: makeCopyInvoice({ clipboard, notifier: note.notifier, logger: log.logger }), note, log }
}

describe('copying the invoice', () => {
  it('puts the text on the clipboard and alerts that the link was copied', async () => {
    const written: string[] = []
    const { copy, note } = setup({
      write: (text) => {
        written.push(text)
        return TE.right(undefined)
      },
    })
    await copy('lnbc2500u1p...')()
    expect(written).toEqual(['lnbc2500u1p...'])
    expect(note.notices).toEqual([{ kind: 'alert', message: 'Link copied to clipboard!' }])
  })

  it('only logs a refused copy', async () => {
    const { copy, note, log } = setup({ write: () => TE.left({ _tag: 'ClipboardRefused', reason: 'Document is not focused.' }) })
    await copy('lnbc2500u1p...')()
    expect(note.notices).toEqual([])
    expect(log.errors).toEqual([
      { message: 'Copying the invoice failed', detail: { _tag: 'ClipboardRefused', reason: 'Document is not focused.' } },
    ])
  })
})
