import * as TE from 'fp-ts/TaskEither'
import { describe, expect, it } from 'vitest'
import { makeSaveProfile } from '../../../src/core/profile/save-profile.use-case'
import { fakeProfileGateway, ok, PROFILE } from '../../fakes/fake-profile-gateway'

const setup = (answers: Parameters<typeof fakeProfileGateway>[0] = {}) => {
  const gw = fakeProfileGateway(answers)
  return { save: makeSaveProfile({ profiles: gw.gateway }), gw }
}

describe('saving the profile', () => {
  it('sends the checked form: text trimmed, the phone number trimmed', async () => {
    const { save, gw } = setup({ saveProfile: ok })
    await save({ ...PROFILE, city: '  São Paulo ', phoneNumber: ' +5511987654321 ' })()
    expect(gw.calls).toEqual([{ method: 'saveProfile', arg: PROFILE }])
  })

  it('answers the profile it saved', async () => {
    const { save } = setup({ saveProfile: ok })
    expect(await save(PROFILE)()).toEqual({ _tag: 'Right', right: PROFILE })
  })

  it('refuses the form with every message under its field and sends nothing', async () => {
    const { save, gw } = setup()
    const result = await save({
      fullName: '',
      username: ' ',
      email: 'ana@',
      phoneNumber: '0123',
      dob: '',
      state: '',
      city: '',
      address: '',
    })()
    expect(result).toEqual({
      _tag: 'Left',
      left: {
        _tag: 'InvalidForm',
        errors: {
          fullName: 'Full Name is required.',
          username: 'Username is required.',
          email: 'A valid Email Address is required.',
          phoneNumber: 'Invalid Phone Number format.',
          dob: 'Date of Birth is required.',
          state: 'State is required.',
          city: 'City is required.',
          address: 'Address is required.',
        },
      },
    })
    expect(gw.calls).toEqual([])
  })

  it('asks for a missing phone number', async () => {
    const { save } = setup()
    const result = await save({ ...PROFILE, phoneNumber: '   ' })()
    expect(result).toEqual({ _tag: 'Left', left: { _tag: 'InvalidForm', errors: { phoneNumber: 'Phone Number is required.' } } })
  })

  it('answers a refused save with the server error', async () => {
    const { save } = setup({
      saveProfile: () => TE.left({ _tag: 'Unexpected', status: 422, message: 'The email has already been taken.' }),
    })
    const result = await save(PROFILE)()
    expect(result).toEqual({
      _tag: 'Left',
      left: { _tag: 'ProfileNotSaved', error: { _tag: 'Unexpected', status: 422, message: 'The email has already been taken.' } },
    })
  })
})
