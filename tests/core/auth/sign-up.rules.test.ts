import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { registerErrorMessage } from '../../../src/core/auth/register.use-case'
import { parseSignUp, type SignUpInput } from '../../../src/core/auth/sign-up.rules'

const valid: SignUpInput = {
  name: ' José da Silva ',
  username: ' jose7 ',
  email: ' Jose@Example.com ',
  password: 'abc123',
  passwordConfirmation: 'abc123',
}
const errorsOf = (input: SignUpInput) => {
  const result = parseSignUp(input)
  return E.isLeft(result) ? result.left.errors : {}
}

describe('sign-up form', () => {
  it('normalises a valid form and passes the promo code through', () => {
    expect(parseSignUp({ ...valid, promoCode: ' WELCOME ' })).toEqual(
      E.right({
        name: 'José da Silva',
        username: 'jose7',
        email: 'jose@example.com',
        password: 'abc123',
        passwordConfirmation: 'abc123',
        promoCode: ' WELCOME ',
        ref: '',
      }),
    )
  })

  it('reports every missing field, in the form order', () => {
    const errors = errorsOf({ name: '', username: ' ', email: null, password: undefined, passwordConfirmation: '' })
    expect(Object.entries(errors)).toEqual([
      ['name', 'Full name is required.'],
      ['username', 'Username is required.'],
      ['email', 'Email is required.'],
      ['password', 'Password is required.'],
      ['passwordConfirmation', 'Confirm password is required.'],
    ])
  })

  it('reports every malformed field', () => {
    expect(errorsOf({ name: 'Ana 2', username: 'ana lima', email: 'ana@', password: 'abcdef', passwordConfirmation: 'x' })).toEqual({
      name: 'Full name must contain only letters and spaces, no numbers.',
      username: 'Username must contain only alphanumeric characters without spaces.',
      email: 'Enter a valid email address.',
      password: 'Password must contain at least 6 characters, including letters, numbers, and symbols, and no spaces.',
      passwordConfirmation: 'Passwords do not match.',
    })
  })

  it.each([
    ['abc12', false],
    ['abc123', true],
    ['abc1234', true],
    ['ab 123', false],
    ['😀😀😀😀a1', true],
  ])('password %j passes: %s', (password, passes) => {
    expect(E.isRight(parseSignUp({ ...valid, password, passwordConfirmation: password }))).toBe(passes)
  })

  it('gets the form toast only when a field fails', () => {
    const refused = parseSignUp({ ...valid, name: 'R2D2' })
    expect(E.isLeft(refused) && registerErrorMessage(refused.left)).toBe('Please fix the errors in the form.')
    expect(E.isRight(parseSignUp(valid))).toBe(true)
  })
})
