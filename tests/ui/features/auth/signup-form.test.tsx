import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as TE from 'fp-ts/TaskEither'
import { describe, expect, it } from 'vitest'
import { SESSION } from '../../../fakes/fake-auth-gateway'
import { renderAuthScreen } from './render-auth-screen'

const VALID = {
  'Full Name': 'Ana Lima',
  Username: 'analima',
  'Email Address': 'ana@example.com',
  'Promo Code (optional)': 'WELCOME',
  Password: 'spin4gold',
  'Confirm Password': 'spin4gold',
}

const fillIn = async (values: Record<string, string>) => {
  await screen.findByRole('heading', { level: 1, name: 'Sign up' }, { timeout: 5000 })
  for (const [label, value] of Object.entries(values)) await userEvent.type(screen.getByLabelText(label), value)
}

describe('the sign-up form', () => {
  it('sends the register payload, says so and goes to the lobby', async () => {
    const { calls, notices, location } = renderAuthScreen('/signup', { register: () => TE.right(SESSION) })
    await fillIn(VALID)
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }))
    await waitFor(() => expect(location.history?.at(-1)).toBe('/dashboard'))
    expect(calls).toEqual([
      {
        method: 'register',
        arg: {
          name: 'Ana Lima',
          username: 'analima',
          email: 'ana@example.com',
          promoCode: 'WELCOME',
          ref: '',
          password: 'spin4gold',
          passwordConfirmation: 'spin4gold',
        },
      },
    ])
    expect(notices).toEqual([{ kind: 'success', message: 'Sign up successful! Redirecting to dashboard...' }])
  })

  it('puts a 422’s messages under their fields and keeps them until that field changes', async () => {
    const taken = {
      _tag: 'Unexpected',
      status: 422,
      message: 'The email has already been taken.',
      errors: { email: ['The email has already been taken.'] },
    } as const
    const { notices } = renderAuthScreen('/signup', { register: () => TE.left(taken) })
    await fillIn(VALID)
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }))
    expect(await screen.findByText('The email has already been taken.')).toBeTruthy()
    expect(notices).toEqual([{ kind: 'error', message: 'Error: The email has already been taken.' }])
    const email = screen.getByLabelText('Email Address')
    expect(email.getAttribute('aria-invalid')).toBe('true')
    // The first invalid field takes focus a frame later; typing elsewhere before then would land in it.
    await waitFor(() => expect(document.activeElement).toBe(email))
    await userEvent.type(screen.getByLabelText('Username'), '2')
    expect(email.getAttribute('aria-invalid')).toBe('true')
    await userEvent.type(email, 'x')
    expect(email.getAttribute('aria-invalid')).toBe('false')
  })

  it('re-checks as the player types after a failed attempt: a mismatch appears and goes', async () => {
    const { calls } = renderAuthScreen('/signup')
    await fillIn({ ...VALID, 'Confirm Password': 'spin4gol' })
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }))
    expect(await screen.findByText('Passwords do not match.')).toBeTruthy()
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'd')
    await waitFor(() => expect(screen.queryByText('Passwords do not match.')).toBeNull())
    expect(calls).toEqual([])
  })

  it('gives each password its own toggle', async () => {
    renderAuthScreen('/signup')
    await screen.findByRole('heading', { level: 1, name: 'Sign up' }, { timeout: 5000 })
    await userEvent.click(screen.getByRole('button', { name: 'Show confirm password' }))
    expect(screen.getByLabelText('Confirm Password').getAttribute('type')).toBe('text')
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password')
  })
})
