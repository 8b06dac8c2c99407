import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as TE from 'fp-ts/TaskEither'
import { describe, expect, it } from 'vitest'
import type { MyAffiliates } from '../../../../src/core/affiliates/affiliates'
import type { Clipboard } from '../../../../src/core/shared/clipboard.port'
import { renderAccountScreen } from './render-account-screen'

const recordingClipboard = () => {
  const written: string[] = []
  const clipboard: Clipboard = {
    write: (text) => {
      written.push(text)
      return TE.right(undefined)
    },
  }
  return { clipboard, written }
}

const NONE: MyAffiliates = { commissionSentence: 'Each Monday you earn 10%.', players: [] }

const renderAffiliates = (clipboard: Clipboard = recordingClipboard().clipboard, affiliates: MyAffiliates = NONE) =>
  renderAccountScreen('/affiliates', 'Refer your friends to Coinfall', {
    Clipboard: clipboard,
    Affiliates: { list: () => TE.right(affiliates) },
  })

describe('the affiliates page', () => {
  it('explains the programme and shows the player’s referral link', async () => {
    await renderAffiliates()
    expect(screen.getByText(/Share your personal link with friends/)).toBeTruthy()
    const link = screen.getByLabelText<HTMLInputElement>('Copy Link')
    expect(link.readOnly).toBe(true)
    expect(link.value).toBe(`${window.location.origin}/signup?ref=17`)
  })

  it('copies the link to the clipboard and says so', async () => {
    const { clipboard, written } = recordingClipboard()
    const { notices } = await renderAffiliates(clipboard)
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }))
    await waitFor(() => expect(notices).toEqual([{ kind: 'success', message: 'Link copied to clipboard!' }]))
    expect(written).toEqual([`${window.location.origin}/signup?ref=17`])
  })

  it('tells the player when the clipboard refuses', async () => {
    const { notices } = await renderAffiliates({ write: () => TE.left({ _tag: 'ClipboardRefused', reason: 'Document is not focused.' }) })
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }))
    await waitFor(() => expect(notices).toEqual([{ kind: 'error', message: 'Could not copy the link. Select it and copy it yourself.' }]))
  })

  it('says what the link does when Continue is pressed', async () => {
    const { notices } = await renderAffiliates()
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(notices).toEqual([
      { kind: 'info', message: 'Your link is ready to share: players who sign up through it are listed under My Affiliates.' },
    ])
  })

  it("lists My Affiliates as 'No Affiliated Players found' when nobody joined through the link", async () => {
    await renderAffiliates()
    const table = screen.getByRole('table', { name: 'My Affiliates' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['#', 'Player', 'Joined On', 'Total Wagered', 'Commission Earned'])
    await waitFor(() => expect(within(table).getByRole('cell').textContent).toBe('No Affiliated Players found'))
    expect(screen.getByText('Each Monday you earn 10%.')).toBeTruthy()
  })

  it('lists the referred players the server gives, names masked by it', async () => {
    await renderAffiliates(undefined, {
      commissionSentence: 'Each Monday you earn 10%.',
      players: [{ name: 'b***y', joinedAt: '2030-01-02T10:00:00.000Z', wageredCents: 12_345, commissionCents: 250 }],
    })
    const table = screen.getByRole('table', { name: 'My Affiliates' })
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ).toEqual(['1', 'b***y', 'Jan 2, 2030', '$123.45', '$2.50']),
    )
  })
})
