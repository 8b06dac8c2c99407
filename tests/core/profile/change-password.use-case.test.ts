import * as TE from 'fp-ts/TaskEither'
import { describe, expect, it } from 'vitest'
import { makeChangePassword, passwordNotChangedMessage } from '../../../src/core/profile/change-password.use-case'
import { fakeProfileGateway, ok } from '../../fakes/fake-profile-gateway'

const change = { currentPassword: 'old-pass1', newPassword: 'new-pass-22', newPasswordConfirmation: 'new-pass-22' }

const setup = (answers: Parameters<typeof fakeProfileGateway>[0] = {}) => {
  const gw = fakeProfileGateway(answers)
  return { changePassword: makeChangePassword({ profiles: gw.gateway }), gw }
}

describe('changing the password', () => {
  it('sends the three fields as typed', async () => {
    const { changePassword, gw } = setup({ changePassword: ok })
    await changePassword(change)()
    expect(gw.calls).toEqual([{ method: 'changePassword', arg: change }])
  })

  it('answers that the password changed, with the three fields cleared', async () => {
    const { changePassword } = setup({ changePassword: ok })
    expect(await changePassword(change)()).toEqual({
      _tag: 'Right',
      right: { _tag: 'PasswordChanged', fields: { currentPassword: '', newPassword: '', newPasswordConfirmation: '' } },
    })
  })

  it('refuses the form with every message and sends nothing', async () => {
    const { changePassword, gw } = setup()
    const result = await changePassword({ currentPassword: '', newPassword: 'short', newPasswordConfirmation: 'other' })()
    expect(result).toEqual({
      _tag: 'Left',
      left: {
        _tag: 'InvalidForm',
        errors: {
          currentPassword: 'Current password is required.',
          newPassword: 'New password must be at least 8 characters.',
          newPasswordConfirmation: 'Passwords do not match.',
        },
      },
    })
    expect(gw.calls).toEqual([])
  })

  it('asks for missing new and confirm passwords', async () => {
    const { changePassword } = setup()
    const result = await changePassword({ currentPassword: 'x', newPassword: '', newPasswordConfirmation: '' })()
    expect(result).toEqual({
      _tag: 'Left',
      left: {
        _tag: 'InvalidForm',
        errors: { newPassword: 'New password is required.', newPasswordConfirmation: 'Confirm password is required.' },
      },
    })
  })

  it('says the current password is wrong on a 401', async () => {
    const { changePassword } = setup({ changePassword: () => TE.left({ _tag: 'Unexpected', status: 401 }) })
    const result = await changePassword(change)()
    expect(result).toEqual({ _tag: 'Left', left: { _tag: 'PasswordNotChanged', error: { _tag: 'Unexpected', status: 401 } } })
    expect(passwordNotChangedMessage({ _tag: 'Unexpected', status: 401 })).toBe('Current password is incorrect.')
  })

  it.each([{ _tag: 'Unexpected', status: 429 }, { _tag: 'Offline' }] as const)(
    'says an error occurred otherwise ($_tag)',
    async (error) => {
      const { changePassword } = setup({ changePassword: () => TE.left(error) })
      const result = await changePassword(change)()
      expect(result).toEqual({ _tag: 'Left', left: { _tag: 'PasswordNotChanged', error } })
      expect(passwordNotChangedMessage(error)).toBe('An error occurred while updating the password.')
    },
  )
})
