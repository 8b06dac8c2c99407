import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as TE from 'fp-ts/TaskEither'
import { describe, expect, it } from 'vitest'
import type { ProfileGateway } from '../../../../src/core/profile/profile-gateway.port'
import { BRAZIL, INDIA, PROFILE, fakeProfileGateway, ok } from '../../../fakes/fake-profile-gateway'
import { renderAccountScreen } from './render-account-screen'

const COUNTRIES = [BRAZIL, INDIA]

const renderProfile = async (answers: Partial<ProfileGateway> = {}) => {
  const fake = fakeProfileGateway({ countries: () => TE.right(COUNTRIES), profile: () => TE.right(PROFILE), ...answers })
  const rendered = await renderAccountScreen('/profile', 'Personal Details', { ProfileGateway: fake.gateway })
  await screen.findByRole('form', { name: 'Personal Details' })
  return { ...rendered, calls: fake.calls }
}

const personalForm = () => screen.getByRole('form', { name: 'Personal Details' })
const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label)
const saveCalls = (calls: ReadonlyArray<{ method: string; arg?: unknown }>) =>
  calls.filter((c) => c.method === 'saveProfile').map((c) => c.arg)

describe('the profile screen', () => {
  it('loads the countries, then the profile, into the form with its country selected', async () => {
    const { calls } = await renderProfile()
    // What the screen asked for first; once the page is idle the wallet tab reads the profile ahead
    // too (its date of birth), which on a slow machine comes before this line.
    expect(calls.slice(0, 2).map((c) => c.method)).toEqual(['countries', 'profile'])
    expect(screen.getByText('Keep your profile updated with all necessary personal and related information.')).toBeTruthy()
    expect(input('Full Name').value).toBe('Ana Lima')
    expect(input('Username').value).toBe('analima')
    expect(input('Email Address').value).toBe('ana@example.com')
    expect(input('Date Of Birth').type).toBe('date')
    expect(input('Date Of Birth').value).toBe('1990-04-12')
    expect([input('State').value, input('City').value, input('Address').value, input('Zip Code').value]).toEqual([
      'SP',
      'São Paulo',
      'Rua Augusta 100',
      '01305-000',
    ])
    // The calling code sits in its own dropdown; the field holds the rest of the number.
    expect(screen.getByRole('button', { name: 'Country code: Brazil +55' })).toBeTruthy()
    expect(input('Phone Number').value).toBe('11987654321')
  })

  it('selects India when the profile names no country', async () => {
    await renderProfile({ profile: () => TE.right({ ...PROFILE, countryId: null, phoneNumber: '' }) })
    const trigger = screen.getByRole('button', { name: 'Country code: India +91' })
    expect(within(trigger).getByRole('presentation', { hidden: true }).getAttribute('src')).toBe('/images/flags/in.png')
  })

  it('saves the trimmed form with the full phone number and country, and says so', async () => {
    const { calls, notices } = await renderProfile({ saveProfile: ok })
    await userEvent.clear(input('City'))
    await userEvent.type(input('City'), '  Campinas ')
    await userEvent.click(within(personalForm()).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(notices).toEqual([{ kind: 'success', message: 'Profile updated successfully!' }]))
    expect(saveCalls(calls)).toEqual([{ ...PROFILE, city: 'Campinas', phoneNumber: '+5511987654321', countryId: 30 }])
    expect(input('City').value).toBe('Campinas')
  })

  it('puts each rule’s message under its field, sends nothing and shows no toast', async () => {
    const { calls, notices } = await renderProfile()
    for (const label of ['Full Name', 'Username', 'Email Address', 'Phone Number', 'State', 'City', 'Address'])
      await userEvent.clear(input(label))
    await userEvent.type(input('Email Address'), 'ana@')
    await userEvent.click(within(personalForm()).getByRole('button', { name: 'Save' }))
    const expected: Record<string, string> = {
      'Full Name': 'Full Name is required.',
      Username: 'Username is required.',
      'Email Address': 'A valid Email Address is required.',
      'Phone Number': 'Phone Number is required.',
      State: 'State is required.',
      City: 'City is required.',
      Address: 'Address is required.',
    }
    for (const [label, message] of Object.entries(expected)) {
      await waitFor(() => expect(input(label).getAttribute('aria-invalid')).toBe('true'))
      expect(document.getElementById(`${input(label).id}-error`)?.textContent).toBe(`!${message}`)
    }
    expect(input('Zip Code').getAttribute('aria-invalid')).toBe('false')
    await waitFor(() => expect(document.activeElement).toBe(input('Full Name')))
    expect(saveCalls(calls)).toEqual([])
    expect(notices).toEqual([])
  })

  it('refuses a malformed phone number and clears the message once it is fixed', async () => {
    await renderProfile()
    await userEvent.clear(input('Phone Number'))
    await userEvent.type(input('Phone Number'), '11 9876')
    await userEvent.click(within(personalForm()).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Invalid Phone Number format.')).toBeTruthy()
    await userEvent.clear(input('Phone Number'))
    await userEvent.type(input('Phone Number'), '119876')
    await waitFor(() => expect(screen.queryByText('Invalid Phone Number format.')).toBeNull())
  })

  it('says the save failed, keeps what was typed and shows the server’s message under its field', async () => {
    const taken = {
      _tag: 'Unexpected',
      status: 422,
      message: 'The username has already been taken.',
      errors: { username: ['The username has already been taken.'] },
    } as const
    const { notices } = await renderProfile({ saveProfile: () => TE.left(taken) })
    await userEvent.clear(input('Username'))
    await userEvent.type(input('Username'), 'bruno')
    await userEvent.click(within(personalForm()).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('The username has already been taken.')).toBeTruthy()
    expect(notices).toEqual([{ kind: 'error', message: 'An error occurred while updating the profile.' }])
    expect(input('Username').value).toBe('bruno')
    expect(input('Username').getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(input('Username'))
    // The server's message stays while other fields change, and goes once its own does.
    await userEvent.type(input('City'), 'x')
    expect(screen.getByText('The username has already been taken.')).toBeTruthy()
    await userEvent.type(input('Username'), '2')
    expect(screen.queryByText('The username has already been taken.')).toBeNull()
  })

  it('shows an empty form, with no message, when the profile cannot load', async () => {
    const { errors, notices } = await renderProfile({ profile: () => TE.left({ _tag: 'Offline' }) })
    expect(input('Full Name').value).toBe('')
    expect(screen.getByRole('button', { name: 'Country code: India +91' })).toBeTruthy()
    expect(errors.map((e) => e.message)).toEqual(['Error fetching profile'])
    expect(notices).toEqual([])
  })

  it('draws the initials and says photo upload is not available yet', async () => {
    const { notices } = await renderProfile()
    expect(document.querySelector('svg[aria-hidden="true"] text')?.textContent).toBe('AL')
    await userEvent.click(screen.getByRole('button', { name: 'Update photo' }))
    expect(notices).toEqual([{ kind: 'info', message: 'Photo upload is not available yet.' }])
  })
})

describe('the country code dropdown', () => {
  it('searches, moves with the arrows and picks with Enter: the list closes, the search clears, the country is saved', async () => {
    const { calls } = await renderProfile({
      countries: () => TE.right([...COUNTRIES, { id: 36, name: 'Australia', phoneCode: '61', iso2: 'AU' }]),
      saveProfile: ok,
    })
    const trigger = screen.getByRole('button', { name: 'Country code: Brazil +55' })
    expect(trigger.getAttribute('aria-expanded')).toBe('false')
    await userEvent.click(trigger)
    const search = screen.getByRole('combobox', { name: 'Search countries' })
    expect(document.activeElement).toBe(search)
    const list = screen.getByRole('listbox', { name: 'Countries' })
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Brazil+55', 'India+91', 'Australia+61'])
    expect(within(list).getByRole('option', { selected: true }).textContent).toBe('Brazil+55')
    await userEvent.type(search, 'a')
    // Every name with an "a", those starting with it first; the first is active.
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.id),
    ).toEqual(['profile-country-option-AU', 'profile-country-option-BR', 'profile-country-option-IN'])
    expect(search.getAttribute('aria-activedescendant')).toBe('profile-country-option-AU')
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}')
    expect(search.getAttribute('aria-activedescendant')).toBe('profile-country-option-IN')
    await userEvent.keyboard('{ArrowUp}')
    expect(search.getAttribute('aria-activedescendant')).toBe('profile-country-option-BR')
    await userEvent.keyboard('{ArrowDown}{Enter}')
    expect(screen.queryByRole('listbox')).toBeNull()
    const picked = screen.getByRole('button', { name: 'Country code: India +91' })
    expect(document.activeElement).toBe(picked)
    expect(saveCalls(calls)).toEqual([]) // Enter picked; it did not submit the form.
    await userEvent.click(picked)
    expect((screen.getByRole('combobox', { name: 'Search countries' }) as HTMLInputElement).value).toBe('')
    await userEvent.keyboard('{Escape}')
    await userEvent.click(within(personalForm()).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(saveCalls(calls)).toHaveLength(1))
    expect(saveCalls(calls)[0]).toMatchObject({ phoneNumber: '+9111987654321', countryId: 99 })
  })

  it('closes on Escape without changing the country, and opens from the keyboard', async () => {
    await renderProfile()
    const trigger = screen.getByRole('button', { name: 'Country code: Brazil +55' })
    trigger.focus()
    await userEvent.keyboard('{ArrowDown}')
    expect(trigger.getAttribute('aria-expanded')).toBe('true')
    await userEvent.type(screen.getByRole('combobox', { name: 'Search countries' }), '+91')
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['India+91'])
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(document.activeElement).toBe(trigger)
    expect(trigger.getAttribute('aria-label')).toBe('Country code: Brazil +55')
  })

  it('picks with a click, and says when nothing matches', async () => {
    await renderProfile()
    await userEvent.click(screen.getByRole('button', { name: 'Country code: Brazil +55' }))
    await userEvent.type(screen.getByRole('combobox', { name: 'Search countries' }), 'zz')
    expect(screen.getByRole('status').textContent).toBe('No country matches “zz”.')
    await userEvent.clear(screen.getByRole('combobox', { name: 'Search countries' }))
    await userEvent.click(screen.getByRole('option', { name: /India/ }))
    expect(screen.getByRole('button', { name: 'Country code: India +91' })).toBeTruthy()
  })
})

describe('the password section', () => {
  const passwordForm = () => screen.getByRole('form', { name: 'Change Password' })

  it('checks the three fields, toasts and sends nothing', async () => {
    const { calls, notices } = await renderProfile()
    await userEvent.type(input('New Password'), 'short1')
    await userEvent.type(input('Confirm Password'), 'short2')
    await userEvent.click(within(passwordForm()).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Current password is required.')).toBeTruthy()
    expect(screen.getByText('New password must be at least 8 characters.')).toBeTruthy()
    expect(screen.getByText('Passwords do not match.')).toBeTruthy()
    expect(notices).toEqual([{ kind: 'error', message: 'Please fix the errors in the form.' }])
    expect(calls.filter((c) => c.method === 'changePassword')).toEqual([])
  })

  it('asks for a new password and its confirmation', async () => {
    await renderProfile()
    await userEvent.type(input('Current Password'), 'old-secret1')
    await userEvent.click(within(passwordForm()).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('New password is required.')).toBeTruthy()
    expect(screen.getByText('Confirm password is required.')).toBeTruthy()
  })

  it('changes the password, says so and clears the three fields', async () => {
    const { calls, notices } = await renderProfile({ changePassword: ok })
    await userEvent.type(input('Current Password'), 'old-secret1')
    await userEvent.type(input('New Password'), 'new-secret22')
    await userEvent.type(input('Confirm Password'), 'new-secret22')
    await userEvent.click(within(passwordForm()).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(notices).toEqual([{ kind: 'success', message: 'Password updated successfully!' }]))
    expect(calls.filter((c) => c.method === 'changePassword').map((c) => c.arg)).toEqual([
      { currentPassword: 'old-secret1', newPassword: 'new-secret22', newPasswordConfirmation: 'new-secret22' },
    ])
    await waitFor(() =>
      expect([input('Current Password').value, input('New Password').value, input('Confirm Password').value]).toEqual(['', '', '']),
    )
  })

  it('says a wrong current password is incorrect, under the field too, and keeps what was typed', async () => {
    const { notices } = await renderProfile({
      changePassword: () => TE.left({ _tag: 'Unexpected', status: 401, message: 'Current password is incorrect.' }),
    })
    await userEvent.type(input('Current Password'), 'not-it-123')
    await userEvent.type(input('New Password'), 'new-secret22')
    await userEvent.type(input('Confirm Password'), 'new-secret22')
    await userEvent.click(within(passwordForm()).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(notices).toEqual([{ kind: 'error', message: 'Current password is incorrect.' }]))
    expect(document.getElementById('currentPassword-error')?.textContent).toBe('!Current password is incorrect.')
    expect([input('Current Password').value, input('New Password').value, input('Confirm Password').value]).toEqual([
      'not-it-123',
      'new-secret22',
      'new-secret22',
    ])
  })

  it('re-checks as the player types after a first attempt, keeping the server’s message until its field changes', async () => {
    await renderProfile({ changePassword: () => TE.left({ _tag: 'Unexpected', status: 401 }) })
    await userEvent.type(input('Current Password'), 'not-it-123')
    await userEvent.type(input('New Password'), 'new-secret22')
    await userEvent.type(input('Confirm Password'), 'new-secret22')
    await userEvent.click(within(passwordForm()).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(document.getElementById('currentPassword-error')?.textContent).toBe('!Current password is incorrect.'))
    expect(document.activeElement).toBe(input('Current Password'))
    await userEvent.type(input('Confirm Password'), 'x')
    expect(document.getElementById('newPasswordConfirmation-error')?.textContent).toBe('!Passwords do not match.')
    expect(document.getElementById('currentPassword-error')?.textContent).toBe('!Current password is incorrect.')
    await userEvent.type(input('Current Password'), '4')
    expect(document.getElementById('currentPassword-error')).toBeNull()
  })

  it('says any other failure in the specification’s words', async () => {
    const { notices } = await renderProfile({ changePassword: () => TE.left({ _tag: 'Offline' }) })
    await userEvent.type(input('Current Password'), 'old-secret1')
    await userEvent.type(input('New Password'), 'new-secret22')
    await userEvent.type(input('Confirm Password'), 'new-secret22')
    await userEvent.click(within(passwordForm()).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(notices).toEqual([{ kind: 'error', message: 'An error occurred while updating the password.' }]))
  })

  it('gives each password field its own show/hide toggle', async () => {
    await renderProfile()
    for (const label of ['Current Password', 'New Password', 'Confirm Password']) {
      expect(input(label).type).toBe('password')
      await userEvent.click(screen.getByRole('button', { name: `Show ${label.toLowerCase()}` }))
      expect(input(label).type).toBe('text')
      await userEvent.click(screen.getByRole('button', { name: `Hide ${label.toLowerCase()}` }))
      expect(input(label).type).toBe('password')
    }
  })
})
