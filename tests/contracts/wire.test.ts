import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { toCoreNames, toWireNames } from '../../src/contracts/field-names'
import { closed, link, nullable, text } from '../../src/contracts/wire'
import { refusalsOf } from '../../server/http/endpoint-validation'

const refusals = (result: E.Either<Parameters<typeof refusalsOf>[0], unknown>) => (E.isLeft(result) ? refusalsOf(result.left) : [])

describe('the wire codecs', () => {
  const Form = closed({ code: text(1, 4) }, { note: nullable(text(0, 10)) })

  it('take exactly their fields: required, optional (null allowed where said), nothing else', () => {
    expect(Form.decode({ code: 'ab', note: null })).toEqual(E.right({ code: 'ab', note: null }))
    expect(Form.decode({ code: 'ab' })).toEqual(E.right({ code: 'ab' }))
    expect(refusals(Form.decode({ note: 'x'.repeat(11), extra: 1 }))).toEqual([
      { instancePath: '/extra', message: 'is not allowed', params: {} },
      { instancePath: '/code', message: 'is required', params: {} },
      { instancePath: '/note', message: 'must be text of at most 10 characters or null', params: {} },
    ])
  })

  it('name their fields, for whoever aims requests at them', () => {
    expect(Object.keys(Form.required)).toEqual(['code'])
    expect(Object.keys(Form.optional)).toEqual(['note'])
  })

  it('take a link only with one of its schemes', () => {
    const Web = link(['http:', 'https:'])
    expect(E.isRight(Web.decode('https://casino.example/play'))).toBe(true)
    for (const bad of ['javascript:alert(1)', 'data:text/html,hi', 'lightning:lnbc1', 'not a url', 7])
      expect(E.isLeft(Web.decode(bad))).toBe(true)
  })
})

describe('field names between the wire and the core', () => {
  const names = { promo_code: 'promoCode' }

  it('rename both ways and leave every other field as it is, constructor included', () => {
    expect(toCoreNames(names, { promo_code: ['x'], email: ['y'], constructor: ['z'] })).toEqual({
      promoCode: ['x'],
      email: ['y'],
      constructor: ['z'],
    })
    expect(toWireNames(names, { promoCode: 'x', toString: 'y' })).toEqual({ promo_code: 'x', toString: 'y' })
  })
})
