import * as TE from 'fp-ts/TaskEither'
import { describe, expect, it } from 'vitest'
import { makeCopyPromoCode } from '../../../src/core/bonuses/copy-promo-code.use-case'
import type { Clipboard } from '../../../src/core/shared/clipboard.port'
import { recordingLogger } from '../../fakes/recording-logger'
import { recordingNotifier } from '../../fakes/recording-notifier'

const setup = (clipboard: Clipboard) => {
  const note = recordingNotifier()
  const log = recordingLogger()
  return { copy: makeCopyPromoCode({ clipboard, notifier: note.notifier, logger: log.logger }), note, log }
}

describe('copying the promo code', () => {
  it('puts the code on the clipboard and toasts success', async () => {
    const written: string[] = []
    const { copy, note, log } = setup({
      write: (text) => {
        written.push(text)
        return TE.right(undefined)
      },
    })
    const result = await copy('COINFALLJOIN')()
    expect(result).toEqual({ _tag: 'Right', right: undefined })
    expect(written).toEqual(['COINFALLJOIN'])
    expect(note.notices).toEqual([{ kind: 'success', message: 'Promo code copied to clipboard!' }])
    expect(log.errors).toEqual([])
  })

  it('toasts an error and logs when the clipboard refuses', async () => {
    const refused = { _tag: 'ClipboardRefused', reason: 'Document is not focused.' } as const
    const { copy, note, log } = setup({ write: () => TE.left(refused) })
    const result = await copy('COINFALLJOIN')()
    expect(result).toEqual({ _tag: 'Left', left: refused })
    expect(note.notices).toEqual([{ kind: 'error', message: 'Could not copy the promo code. Select it and copy it by hand.' }])
    expect(log.errors).toEqual([{ message: 'Copying the promo code failed', detail: refused }])
  })
})
