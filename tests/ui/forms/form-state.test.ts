import { describe, expect, it } from 'vitest'
import { ruleErrors, serverError } from '../../../src/ui/forms/field-errors'
import { formReducer, type FormState } from '../../../src/ui/forms/form-state'

type Values = { email: string; password: string }
type Field = keyof Values

// The rule: both fields required.
const check = (v: Values) => ({
  ...(v.email === '' ? { email: 'Email is required.' } : {}),
  ...(v.password === '' ? { password: 'Password is required.' } : {}),
})
const reduce = formReducer<Values, Field>(check)
const fresh: FormState<Values, Field> = { values: { email: '', password: '' }, errors: {}, attempted: false }
const messages = (state: FormState<Values, Field>) => Object.fromEntries(Object.entries(state.errors).map(([k, e]) => [k, e?.message]))

describe('the form reducer', () => {
  it('only records the typing before a first submit', () => {
    const state = reduce(fresh, { _tag: 'Changed', field: 'email', value: 'a' })
    expect(state).toEqual({ values: { email: 'a', password: '' }, errors: {}, attempted: false })
  })

  it('runs the rule again on every keystroke once a submit was tried', () => {
    const refused = reduce(reduce(fresh, { _tag: 'Submitted' }), { _tag: 'Refused', errors: ruleErrors(check(fresh.values)) })
    const typed = reduce(refused, { _tag: 'Changed', field: 'email', value: 'ana@example.com' })
    expect(messages(typed)).toEqual({ password: 'Password is required.' })
    expect(messages(reduce(typed, { _tag: 'Changed', field: 'email', value: '' }))).toEqual({
      email: 'Email is required.',
      password: 'Password is required.',
    })
  })

  it('keeps a server message until its own field changes, whatever the rule says', () => {
    const filled = { ...fresh, values: { email: 'ana@example.com', password: 'pw' }, attempted: true }
    const refused = reduce(filled, { _tag: 'Refused', errors: serverError('email', 'The email has already been taken.') })
    const other = reduce(refused, { _tag: 'Changed', field: 'password', value: 'pw2' })
    expect(messages(other)).toEqual({ email: 'The email has already been taken.' })
    expect(messages(reduce(other, { _tag: 'Changed', field: 'email', value: 'bo@example.com' }))).toEqual({})
  })

  it('without a rule, keeps each message until its field changes', () => {
    const reduceUnchecked = formReducer<Values, Field>()
    const refused = reduceUnchecked({ ...fresh, attempted: true }, { _tag: 'Refused', errors: ruleErrors({ email: 'Please choose one' }) })
    expect(messages(reduceUnchecked(refused, { _tag: 'Changed', field: 'password', value: 'x' }))).toEqual({ email: 'Please choose one' })
    expect(messages(reduceUnchecked(refused, { _tag: 'Changed', field: 'email', value: 'x' }))).toEqual({})
  })

  it('starts afresh after a success, with the values it is given', () => {
    const refused = reduce({ ...fresh, attempted: true }, { _tag: 'Refused', errors: ruleErrors({ email: 'Email is required.' }) })
    const accepted = reduce(refused, { _tag: 'Accepted', update: (v) => ({ ...v, password: '' }) })
    expect(accepted).toEqual({ values: { email: '', password: '' }, errors: {}, attempted: false })
  })
})
