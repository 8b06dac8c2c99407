import * as TE from 'fp-ts/TaskEither'
import { describe, expect, it } from 'vitest'
import { createAuthStore } from '../../../src/core/auth/auth-store'
import { makeRegister, registerErrorMessage, SIGN_UP_SUCCESS_MESSAGE } from '../../../src/core/auth/register.use-case'
import { accepting, fakeAuthGateway, SESSION } from '../../fakes/fake-auth-gateway'
import { memorySessionStore } from '../../fakes/memory-session-store'

const form = {
  name: 'Ana Lima',
  username: 'analima',
  email: 'Ana@Example.com',
  password: 'abc123',
  passwordConfirmation: 'abc123',
}

const setup = (answers: Parameters<typeof fakeAuthGateway>[0] = {}) => {
  const sessions = memorySessionStore()
  const auth = fakeAuthGateway(answers)
  return { register: makeRegister({ auth: auth.gateway, authStore: createAuthStore(sessions.store) }), auth, sessions }
}

const messageOf = async (register: ReturnType<typeof makeRegister>, input = form) => {
  const result = await register(input)()
  return result._tag === 'Left' ? registerErrorMessage(result.left) : 'no error'
}

describe('signing up', () => {
  it('sends the register payload, with an empty promo code when none is given', async () => {
    const { register, auth } = setup(accepting())
    await register(form)()
    expect(auth.calls).toEqual([{ method: 'register', arg: { ...form, email: 'ana@example.com', promoCode: '', ref: '' } }])
  })

  it('signs the new player in', async () => {
    const { register, sessions } = setup(accepting())
    expect(await register({ ...form, promoCode: 'WELCOME' })()).toEqual({ _tag: 'Right', right: SESSION })
    expect(sessions.saved).toEqual([SESSION])
  })

  it('sends nothing when the form is invalid, and says to fix the form', async () => {
    const { register } = setup()
    expect(await messageOf(register, { ...form, passwordConfirmation: 'abc124' })).toBe('Please fix the errors in the form.')
  })

  it('names every missing field, in the form order, and sends nothing', async () => {
    const { register } = setup()
    expect(await register({ name: '', username: '', email: '', password: '', passwordConfirmation: '' })()).toEqual({
      _tag: 'Left',
      left: {
        _tag: 'InvalidForm',
        errors: {
          name: 'Full name is required.',
          username: 'Username is required.',
          email: 'Email is required.',
          password: 'Password is required.',
          passwordConfirmation: 'Confirm password is required.',
        },
      },
    })
  })

  it('names every malformed field and sends nothing', async () => {
    const { register } = setup()
    expect(
      await register({ name: 'Ana 2', username: 'ana lima', email: 'ana@', password: 'abcdef', passwordConfirmation: 'abcdeg' })(),
    ).toEqual({
      _tag: 'Left',
      left: {
        _tag: 'InvalidForm',
        errors: {
          name: 'Full name must contain only letters and spaces, no numbers.',
          username: 'Username must contain only alphanumeric characters without spaces.',
          email: 'Enter a valid email address.',
          password: 'Password must contain at least 6 characters, including letters, numbers, and symbols, and no spaces.',
          passwordConfirmation: 'Passwords do not match.',
        },
      },
    })
  })

  it("shows the server's message after 'Error: '", async () => {
    const { register } = setup({
      register: () => TE.left({ _tag: 'Unexpected', status: 422, message: 'The username has already been taken.' }),
    })
    expect(await messageOf(register)).toBe('Error: The username has already been taken.')
  })

  it("shows the client's own message when the server gave none", async () => {
    const { register } = setup({ register: () => TE.left({ _tag: 'Offline' }) })
    expect(await messageOf(register)).toBe('Error: Could not reach the server. Please check your connection.')
  })

  it('names the status of an answer without a message, never a stack trace', async () => {
    const { register } = setup({ register: () => TE.left({ _tag: 'Unexpected', status: 503 }) })
    expect(await messageOf(register)).toBe('Error: Request failed with status code 503')
  })

  // docs/product/messages.md#log-in-and-sign-up
  it('has the sign-up success toast, word for word', () => {
    expect(SIGN_UP_SUCCESS_MESSAGE).toBe('Sign up successful! Redirecting to dashboard...')
  })
})
