import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as TE from 'fp-ts/TaskEither'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SESSION, SIGNED_IN } from '../../../fakes/fake-auth-gateway'
import { renderAuthScreen } from './render-auth-screen'

const form = async () => {
  await screen.findByRole('heading', { level: 1, name: 'Log in' }, { timeout: 5000 })
  return {
    email: screen.getByLabelText('Email or Username'),
    password: screen.getByLabelText('Password'),
    submit: screen.getByRole('button', { name: 'Login' }),
  }
}

afterEach(() => vi.restoreAllMocks())

describe('the login form', () => {
  it('puts each rule message under its field, toasts, sends nothing and focuses the first', async () => {
    const { calls, notices } = renderAuthScreen('/login')
    const { email, password, submit } = await form()
    await userEvent.type(email, 'ana lima')
    await userEvent.click(submit)
    expect(await screen.findByText('Enter a valid email or username.')).toBeTruthy()
    expect(email.getAttribute('aria-invalid')).toBe('true')
    expect(email.getAttribute('aria-describedby')).toBe('email-error')
    expect(password.getAttribute('aria-describedby')).toBe('password-error')
    expect(notices).toEqual([{ kind: 'error', message: 'Please fix the errors in the form.' }])
    expect(calls).toEqual([])
    await waitFor(() => expect(document.activeElement).toBe(email))
  })

  it('logs in with what was typed, says so, and replaces /login with /dashboard', async () => {
    const { calls, notices, location } = renderAuthScreen('/login', { login: () => TE.right(SIGNED_IN) })
    const { email, password, submit } = await form()
    await userEvent.type(email, 'Ana@Example.com')
    await userEvent.type(password, ' pw 1')
    await userEvent.click(submit)
    await waitFor(() => expect(location.history?.at(-1)).toBe('/dashboard'))
    expect(location.history).not.toContain('/login')
    expect(calls).toEqual([{ method: 'login', arg: { email: 'ana@example.com', password: ' pw 1' } }])
    expect(notices).toEqual([{ kind: 'success', message: 'Login successful!' }])
    expect(localStorage.getItem('authToken')).toBe(SESSION.token)
  })

  it('keeps the values and says only that login failed when the credentials are refused', async () => {
    const { notices, location } = renderAuthScreen('/login', { login: () => TE.left({ _tag: 'WrongCredentials' }) })
    const { email, password, submit } = await form()
    await userEvent.type(email, 'analima')
    await userEvent.type(password, 'nope')
    await userEvent.click(submit)
    await waitFor(() => expect(notices).toEqual([{ kind: 'error', message: 'Login failed. Please check your credentials.' }]))
    expect((email as HTMLInputElement).value).toBe('analima')
    expect((password as HTMLInputElement).value).toBe('nope')
    expect(location.history?.at(-1)).toBe('/login')
    expect(screen.getByRole('button', { name: 'Login' }).hasAttribute('disabled')).toBe(false)
  })

  it('never writes the password to the console', async () => {
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((m) => vi.spyOn(console, m))
    renderAuthScreen('/login', { login: () => TE.left({ _tag: 'Offline' }) })
    const { email, password, submit } = await form()
    await userEvent.type(email, 'analima')
    await userEvent.type(password, 'Secret-Pass-77')
    await userEvent.click(submit)
    await screen.findByRole('button', { name: 'Login' })
    const written = spies.flatMap((s) => s.mock.calls.map((args) => JSON.stringify(args)))
    expect(written.filter((w) => w.includes('Secret-Pass-77'))).toEqual([])
  })

  it('shows the button as busy while the request runs', async () => {
    let answer: (v: ReturnType<typeof TE.right<never, typeof SIGNED_IN>>) => void = () => undefined
    const pending = new Promise<ReturnType<typeof TE.right<never, typeof SIGNED_IN>>>((resolve) => {
      answer = resolve
    })
    renderAuthScreen('/login', { login: () => () => pending.then((te) => te()) })
    const { email, password, submit } = await form()
    await userEvent.type(email, 'analima')
    await userEvent.type(password, 'pw')
    await userEvent.click(submit)
    const busy = await screen.findByRole('button', { name: 'Logging in…' })
    expect(busy.hasAttribute('disabled')).toBe(true)
    answer(TE.right(SIGNED_IN))
  })

  it('the toggle reveals the password and the Google button says it is not ready', async () => {
    const { notices } = renderAuthScreen('/login')
    const { password } = await form()
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }))
    expect(password.getAttribute('type')).toBe('text')
    expect(screen.getByRole('button', { name: 'Hide password' }).getAttribute('aria-pressed')).toBe('true')
    await userEvent.click(screen.getByRole('button', { name: 'Login with Google' }))
    expect(notices).toEqual([{ kind: 'info', message: 'Google sign-in is not available yet.' }])
  })
})
