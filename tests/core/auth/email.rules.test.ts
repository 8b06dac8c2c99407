import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { asEmail } from '../../../src/core/auth/email.rules'

describe('email address', () => {
  it('trims and lower-cases a valid address', () => {
    expect(asEmail('  Ana.Lima+promo@Mail.Example.COM ')).toEqual(E.right('ana.lima+promo@mail.example.com'))
  })

  it.each([
    'ana',
    'ana@',
    '@example.com',
    'ana@example',
    'ana@example.c',
    'ana lima@example.com',
    'ana@exa mple.com',
    'ana@@example.com',
    'ana..lima@example.com',
    '.ana@example.com',
    'ana@-example.com',
    'ana@example-.com',
    'ana@example..com',
    'ana@example.c0m',
    'ana@[127.0.0.1]',
    '"ana"@example.com',
  ])('refuses %j', (raw) => {
    expect(asEmail(raw)).toEqual(E.left('NotAnEmail'))
  })
})
