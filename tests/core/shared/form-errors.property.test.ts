import * as E from 'fp-ts/Either'
import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { requireSecret, requireText, toApiError, validateFields } from '../../../src/core/shared/form-errors'
import { anyText, blank, missing, present } from '../../arbitraries/text.arbitraries'

const fieldResult = fc.oneof(fc.string().map(E.left), fc.integer().map(E.right))
const fields = fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fieldResult, { maxKeys: 8 })

test.prop([fields])('fails exactly when a field fails, keeping failing fields in order', (given) => {
  const failing = Object.entries(given).filter(([, r]) => E.isLeft(r))
  const result = validateFields(given)
  expect(E.isLeft(result)).toBe(failing.length > 0)
  if (E.isLeft(result)) {
    expect(Object.entries(result.left.errors)).toEqual(failing.map(([k, r]) => [k, E.isLeft(r) ? r.left : '']))
  }
})

test.prop([fields])('gives the API one message per failing field, under the same names', (given) => {
  const result = validateFields(given)
  if (E.isLeft(result)) {
    const body = toApiError(result.left)
    expect(Object.keys(body.errors)).toEqual(Object.keys(result.left.errors))
    expect(body.message).toBe(Object.values(result.left.errors)[0])
  }
})

test.prop([missing])('treats blank and absent text as missing', (raw) => {
  expect(requireText('m')(raw)).toEqual(E.left('m'))
  expect(requireSecret('m')(raw)).toEqual(E.left('m'))
})

test.prop([blank, present, blank])('trims text and keeps secrets whole', (before, text, after) => {
  expect(requireText('m')(before + text + after)).toEqual(E.right(text.trim()))
  expect(requireSecret('m')(before + text + after)).toEqual(E.right(before + text + after))
})

test.prop([anyText])('never throws on any text', (raw) => {
  expect(() => [requireText('m')(raw), requireSecret('m')(raw)]).not.toThrow()
})
