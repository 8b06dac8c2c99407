import * as TE from 'fp-ts/TaskEither'
import { describe, expect, it } from 'vitest'
import { makeCopyReferralLink } from '../../../src/core/affiliates/copy-referral-link.use-case'
import type { Clipboard } from '../../../src/core/shared/clipboard.port'
import { recordingLogger } from '../../fakes/recording-logger'
import { recordingNotifier } from '../../fakes/recording-notifier'

const setup = (clipboard: Clipboard) => {
  const note = recordingNotifier()
  const log = recordingLogger()
  return { copy: makeCopyReferralLink({ clipboard, notifier: note.notifier, logger: log.logger }), note, log }
}

describe('copying the referral link', () => {
  it('puts the link on the clipboard and says so in a toast', async () => {
    const written: string[] = []
    const { copy, note } = setup({
      write: (text) => {
        written.push(text)
        return TE.right(undefined)
      },
    })
    await copy('https://coinfall.example/signup?ref=42')()
    expect(written).toEqual(['https://coinfall.example/signup?ref=42'])
    expect(note.notices).toEqual([{ kind: 'success', message: 'Link copied to clipboard!' }])
  })

  it('tells the player when the clipboard refuses, and logs why', async () => {
    const refused = { _tag: 'ClipboardRefused', reason: 'Document is not focused.' } as const
    const { copy, note, log } = setup({ write: () => TE.left(refused) })
    const result = await copy('https://coinfall.example/signup?ref=42')()
    expect(result).toEqual({ _tag: 'Left', left: refused })
    expect(note.notices).toEqual([{ kind: 'error', message: 'Could not copy the link. Select it and copy it yourself.' }])
    expect(log.errors).toEqual([{ message: 'Copying the referral link failed', detail: refused }])
  })
})
