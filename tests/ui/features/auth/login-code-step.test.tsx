import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as TE from 'fp-ts/TaskEither'
import { describe, expect, it } from 'vitest'
import { TWO_FACTOR_MESSAGES } from '../../../../src/core/auth/two-factor.rules'
import { SESSION } from '../../../fakes/fake-auth-gateway'
import { renderAuthScreen } from './render-auth-screen'

const CHALLENGE = 'c'.repeat(43)
const codeNeeded = () => TE.right({ _tag: 'CodeNeeded', challenge: CHALLENGE } as const)

const passwordStep = async () => {
  await screen.findByRole('heading', { level: 1, name: 'Log in' }, { timeout: 5000 })
  await userEvent.type(screen.getByLabelText('Email or Username'), 'analima')
  await userEvent.type(screen.getByLabelText('Password'), 'pw-1')
  await userEvent.click(screen.getByRole('button', { name: 'Login' }))
}

describe('the sign-in code step', () => {
  it('asks for the code after the password, takes the keyboard there, and signs in with it', async () => {
    const { calls, notices, location } = renderAuthScreen('/login', { login: codeNeeded, loginCode: () => TE.right(SESSION) })
    await passwordStep()
    const code = await screen.findByLabelText('Authentication code')
    expect(screen.getByText(TWO_FACTOR_MESSAGES.codeNeeded)).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(code))
    expect(localStorage.getItem('authToken')).not.toBe(SESSION.token)
    await userEvent.type(code, '123456')
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }))
    await waitFor(() => expect(location.history?.at(-1)).toBe('/dashboard'))
    expect(calls.at(-1)).toEqual({ method: 'loginCode', arg: { challenge: CHALLENGE, code: '123456' } })
    expect(notices).toEqual([{ kind: 'success', message: 'Login successful!' }])
    expect(localStorage.getItem('authToken')).toBe(SESSION.token)
  })

  it('keeps the step open for a code that cannot be one', async () => {
    const { calls } = renderAuthScreen('/login', { login: codeNeeded })
    await passwordStep()
    const code = await screen.findByLabelText('Authentication code')
    await userEvent.type(code, '12')
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.codeWrong)).toBeTruthy()
    expect(code.getAttribute('aria-invalid')).toBe('true')
    expect(calls.map((c) => c.method)).toEqual(['login'])
  })

  it('sends the player back to the password, cleared, with one sentence that never says which was wrong', async () => {
    const { notices } = renderAuthScreen('/login', { login: codeNeeded, loginCode: () => TE.left({ _tag: 'SignInFailed' }) })
    await passwordStep()
    await userEvent.type(await screen.findByLabelText('Authentication code'), '123456')
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }))
    const password = await screen.findByLabelText('Password')
    expect(notices).toEqual([{ kind: 'error', message: TWO_FACTOR_MESSAGES.signInFailed }])
    expect((password as HTMLInputElement).value).toBe('')
    expect((screen.getByLabelText('Email or Username') as HTMLInputElement).value).toBe('analima')
    await waitFor(() => expect(document.activeElement).toBe(password))
  })

  it('goes back to the password on request', async () => {
    renderAuthScreen('/login', { login: codeNeeded })
    await passwordStep()
    await screen.findByLabelText('Authentication code')
    await userEvent.click(screen.getByRole('button', { name: 'Back to password' }))
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy()
  })
})
