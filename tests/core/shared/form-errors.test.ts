import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import {
  FORM_ERRORS_TOAST,
  firstMessage,
  requireSecret,
  requireText,
  toApiError,
  validateFields,
  type InvalidForm,
} from '../../../src/core/shared/form-errors'

const invalid: InvalidForm<'name' | 'email'> = {
  _tag: 'InvalidForm',
  errors: { name: 'Full name is required.', email: 'Enter a valid email address.' },
}

describe('form errors', () => {
  it('names the form-level toast', () => {
    expect(FORM_ERRORS_TOAST).toBe('Please fix the errors in the form.')
  })

  it('collects every failing field, in the order the fields were given', () => {
    const result = validateFields({ b: E.left('second'), ok: E.right(1), a: E.left('first') })
    expect(result).toEqual(E.left({ _tag: 'InvalidForm', errors: { b: 'second', a: 'first' } }))
    expect(E.isLeft(result) && Object.keys(result.left.errors)).toEqual(['b', 'a'])
  })

  it('returns the values when every field passes', () => {
    expect(validateFields({ a: E.right(1), b: E.right('x') })).toEqual(E.right({ a: 1, b: 'x' }))
  })

  it('turns a failed form into the API error body', () => {
    expect(toApiError(invalid)).toEqual({
      message: 'Full name is required.',
      errors: { name: ['Full name is required.'], email: ['Enter a valid email address.'] },
    })
  })

  it('gives the first message for an alert', () => {
    expect(firstMessage(invalid)).toBe('Full name is required.')
  })

  it('trims required text but keeps secrets as typed', () => {
    expect(requireText('missing')('  ana  ')).toEqual(E.right('ana'))
    expect(requireSecret('missing')('  pw  ')).toEqual(E.right('  pw  '))
    expect(requireText('missing')(undefined)).toEqual(E.left('missing'))
    expect(requireSecret('missing')(' \t ')).toEqual(E.left('missing'))
  })
})
