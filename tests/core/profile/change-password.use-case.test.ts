import * as TE from 'fp-ts/TaskEither'
import { describe, expect, it } from 'vitest'
import { makeChangePassword, passwordNotChangedMessage } from '../../../src/core/profile/change-password.use-case'
import { fakeProfileGateway, ok } from '../../fakes/fake-profile-gateway'

const change = { current_password: 'old-pass1', new_password: 'new-pass-22', new_password_confirmation: 'new-pass-22' }

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
      right: { _tag: 'PasswordChanged', fields: { current_password: '', new_password: '', new_password_confirmation: '' } },
    })
  })

  it('refuses the form with every message and sends nothing', async () => {
    const { changePassword, gw } = setup()
    const result = await changePassword({ current_password: '', new_password: 'short', new_password_confirmation: 'other' })()
    expect(result).toEqual({
      _tag: 'Left',
      left: {
        _tag: 'InvalidForm',
        errors: {
          current_password: 'Current password is required.',
          new_password: 'New password must be at least 8 characters.',
          new_password_confirmation: 'Passwords do not match.',
        },
      },
    })
    expect(gw.calls).toEqual([])
  })

  it('asks for missing new and confirm passwords', async () => {
    const { changePassword } = setup()
    const result = await changePassword({ current_password: 'x', new_password: '', new_password_confirmation: '' })()
    expect(result).toEqual({
      _tag: 'Left',
      left: {
        _tag: 'InvalidForm',
        errors: { new_password: 'New password is required.', new_password_confirmation: 'Confirm password is required.' },
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
