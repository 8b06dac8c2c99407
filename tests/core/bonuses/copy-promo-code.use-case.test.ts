import * as TE from 'fp-ts/TaskEither'
import { describe, expect, it } from 'vitest'
import { makeCopyPromoCode } from '../../../src/core/bonuses/copy-promo-code.use-case'
import type { Clipboard } from '../../../src/core/shared/clipboard.port'
import { recordingLogger } from '../../fakes/recording-logger'

const setup = (clipboard: Clipboard) => {
  const log = recordingLogger()
  return { copy: makeCopyPromoCode({ clipboard, logger: log.logger }), log }
}

describe('copying the promo code', () => {
  it('puts the code on the clipboard', async () => {
    const written: string[] = []
    const { copy, log } = setup({
      write: (text) => {
        written.push(text)
        return TE.right(undefined)
      },
    })
    const result = await copy('COINFALLJOIN')()
    expect(result).toEqual({ _tag: 'Right', right: undefined })
    expect(written).toEqual(['COINFALLJOIN'])
    expect(log.errors).toEqual([])
  })

  it('answers the refusal, for the page to say so, and logs why', async () => {
    const refused = { _tag: 'ClipboardRefused', reason: 'Document is not focused.' } as const
    const { copy, log } = setup({ write: () => TE.left(refused) })
    const result = await copy('COINFALLJOIN')()
    expect(result).toEqual({ _tag: 'Left', left: refused })
    expect(log.errors).toEqual([{ message: 'Copying the promo code failed', detail: refused }])
  })
})
