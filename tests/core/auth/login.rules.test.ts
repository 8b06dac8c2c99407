import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { loginErrorMessage } from '../../../src/core/auth/login.use-case'
import { parseLogin } from '../../../src/core/auth/login.rules'

describe('login form', () => {
  it('accepts an email, trimmed and lower-cased, and keeps the password as typed', () => {
    expect(parseLogin({ email: ' Ana@Example.com ', password: ' s3cret ' })).toEqual(
      E.right({ email: 'ana@example.com', password: ' s3cret ' }),
    )
  })

  it('accepts a username and keeps its case', () => {
    expect(parseLogin({ email: 'AnaLima7', password: 'x' })).toEqual(E.right({ email: 'AnaLima7', password: 'x' }))
  })

  it('asks for both fields, in the form order', () => {
    expect(parseLogin({ email: '', password: '' })).toEqual(
      E.left({ _tag: 'InvalidForm', errors: { email: 'Email is required.', password: 'Password is required.' } }),
    )
  })

  it.each(['ana lima', 'ana_lima', 'ana@example', 'José'])('refuses %j as an identifier', (email) => {
    expect(parseLogin({ email, password: 'x' })).toEqual(
      E.left({ _tag: 'InvalidForm', errors: { email: 'Enter a valid email or username.' } }),
    )
  })

  it('gets the form toast only when a field fails', () => {
    const refused = parseLogin({ email: 'ana', password: '' })
    expect(E.isLeft(refused) && loginErrorMessage(refused.left)).toBe('Please fix the errors in the form.')
    expect(E.isRight(parseLogin({ email: 'ana', password: 'x' }))).toBe(true)
  })
})
