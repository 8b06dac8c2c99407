import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as TE from 'fp-ts/TaskEither'
import { describe, expect, it } from 'vitest'
import type { TwoFactorSettings } from '../../../../src/core/auth/two-factor-settings'
import type { SaferPlay } from '../../../../src/core/safer-play/safer-play'
import { TWO_FACTOR_MESSAGES, TWO_FACTOR_SENTENCE } from '../../../../src/core/auth/two-factor.rules'
import { renderAccountScreen } from './render-account-screen'

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'
const CODES = Array.from({ length: 10 }, (_, i) => `abcd-efgh-jk${String(i).padStart(2, '0')}`)

const saferPlay: SaferPlay = {
  load: () => TE.right({ limits: [], realityCheckMinutes: 0, minuteMs: 60_000 }),
  setLimit: () => TE.left({ _tag: 'Offline' }),
  setRealityCheck: () => TE.left({ _tag: 'Offline' }),
  takeBreak: () => TE.left({ _tag: 'Offline' }),
}

/** Two-factor settings that start off and answer as the test says, recording what they were sent. */
const scripted = (confirm: TwoFactorSettings['confirm']) => {
  const sent: string[] = []
  const twoFactor: TwoFactorSettings = {
    status: () => TE.right({ on: false, recoveryCodesLeft: 0 }),
    begin: () => TE.right({ secret: SECRET, uri: `otpauth://totp/Coinfall:ana?secret=${SECRET}&issuer=Coinfall` }),
    confirm: (code, password) => {
      sent.push(`${code} ${password}`)
      return confirm(code, password)
    },
    turnOff: () => TE.right(TWO_FACTOR_MESSAGES.disabled),
  }
  return { twoFactor, sent }
}

describe('two-factor sign-in on the Safer play tab', () => {
  it('enrols: the QR code and the key, a first code, then the ten recovery codes once', async () => {
    const { twoFactor, sent } = scripted(() => TE.right({ message: TWO_FACTOR_MESSAGES.enrolled, recoveryCodes: CODES }))
    await renderAccountScreen('/safer-play', 'Safer play', { SaferPlay: saferPlay, TwoFactor: twoFactor })
    const section = await screen.findByRole('region', { name: 'Two-factor sign-in' })
    expect(within(section).getByText(TWO_FACTOR_SENTENCE)).toBeTruthy()
    await userEvent.click(await within(section).findByRole('button', { name: 'Turn on two-factor sign-in' }))

    expect(await within(section).findByRole('img', { name: 'QR code to add Coinfall to your authenticator app' })).toBeTruthy()
    expect(within(section).getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeTruthy()
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Scan this code with your authenticator app'))

    const field = within(section).getByLabelText('The 6-digit code your app shows')
    await userEvent.click(within(section).getByRole('button', { name: 'Turn on' }))
    expect(await within(section).findByText('Enter the 6-digit code from your authenticator app.')).toBeTruthy()
    expect(sent).toEqual([])
    await userEvent.type(field, '123 456')
    await userEvent.type(within(section).getByLabelText('Password'), 'pw-1')
    await userEvent.click(within(section).getByRole('button', { name: 'Turn on' }))

    const list = await within(section).findByRole('list', { name: 'Recovery codes' })
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES)
    expect(sent).toEqual(['123456 pw-1'])
    const download = within(section).getByRole('link', { name: 'Download codes' })
    expect(download.getAttribute('download')).toBe('coinfall-recovery-codes.txt')
    expect(decodeURIComponent(download.getAttribute('href') ?? '')).toContain(CODES[9])

    await userEvent.click(within(section).getByRole('button', { name: 'I have saved my codes' }))
    expect(within(section).queryByRole('list', { name: 'Recovery codes' })).toBeNull()
    expect(within(section).getByText(/10 of your recovery codes are left unused/)).toBeTruthy()
    expect(within(section).getByRole('form', { name: 'Turn off two-factor sign-in' })).toBeTruthy()
  })

  it('shows the server\u2019s words under the field when the first code is refused', async () => {
    const { twoFactor } = scripted(() =>
      TE.left({
        _tag: 'Unexpected',
        status: 422,
        message: TWO_FACTOR_MESSAGES.codeWrong,
        errors: { code: [TWO_FACTOR_MESSAGES.codeWrong] },
      }),
    )
    await renderAccountScreen('/safer-play', 'Safer play', { SaferPlay: saferPlay, TwoFactor: twoFactor })
    const section = await screen.findByRole('region', { name: 'Two-factor sign-in' })
    await userEvent.click(await within(section).findByRole('button', { name: 'Turn on two-factor sign-in' }))
    const field = await within(section).findByLabelText('The 6-digit code your app shows')
    await userEvent.type(field, '000000')
    await userEvent.type(within(section).getByLabelText('Password'), 'pw-1')
    await userEvent.click(within(section).getByRole('button', { name: 'Turn on' }))
    expect(await within(section).findByText(TWO_FACTOR_MESSAGES.codeWrong)).toBeTruthy()
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(within(section).queryByRole('list', { name: 'Recovery codes' })).toBeNull()
  })
})
