import * as TE from 'fp-ts/TaskEither'
import { describe, expect, it } from 'vitest'
import { makeCopyReferralLink } from '../../../src/core/affiliates/copy-referral-link.use-case'
import type { Clipboard } from '../../../src/core/shared/clipboard.port'
import { recordingLogger } from '../../fakes/recording-logger'

const setup = (clipboard: Clipboard) => {
  const log = recordingLogger()
  return { copy: makeCopyReferralLink({ clipboard, logger: log.logger }), log }
}

describe('copying the referral link', () => {
  it('puts the link on the clipboard', async () => {
    const written: string[] = []
    const { copy, log } = setup({
      write: (text) => {
        written.push(text)
        return TE.right(undefined)
      },
    })
    expect(await copy('https://coinfall.example/signup?ref=42')()).toEqual({ _tag: 'Right', right: undefined })
    expect(written).toEqual(['https://coinfall.example/signup?ref=42'])
    expect(log.errors).toEqual([])
  })

  it('answers the refusal, for the page to say so, and logs why', async () => {
    const refused = { _tag: 'ClipboardRefused', reason: 'Document is not focused.' } as const
    const { copy, log } = setup({ write: () => TE.left(refused) })
    const result = await copy('https://coinfall.example/signup?ref=42')()
    expect(result).toEqual({ _tag: 'Left', left: refused })
    expect(log.errors).toEqual([{ message: 'Copying the referral link failed', detail: refused }])
  })
})
