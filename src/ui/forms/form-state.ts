import { assertNever } from '../../core/shared/assert-never'
import { noErrors, ruleErrors, type FieldErrors } from './field-errors'

export type FormValues = Readonly<Record<string, string>>

/** What a form holds: values, messages and whether a submit was tried change together. */
export interface FormState<V extends FormValues, K extends string> {
  readonly values: V
  readonly errors: FieldErrors<K>
  readonly attempted: boolean
}

export type FormEvent<V extends FormValues, K extends string> =
  | { readonly _tag: 'Changed'; readonly field: keyof V & string; readonly value: string }
  | { readonly _tag: 'Submitted' }
  | { readonly _tag: 'Refused'; readonly errors: FieldErrors<K> }
  | { readonly _tag: 'Accepted'; readonly update: (values: V) => V }

/**
 * The form's reducer. `check` is the form's rule: once a submit was tried, every keystroke runs
 * it again, so messages follow the typing. A server message stays until its own field changes.
 * Without `check` (a form that names one problem per submit), a message stays until its field
 * changes. A success starts the form afresh.
 */
export const formReducer =
  <V extends FormValues, K extends string>(check?: (values: V) => Readonly<Partial<Record<K, string>>>) =>
  (state: FormState<V, K>, event: FormEvent<V, K>): FormState<V, K> => {
    switch (event._tag) {
      case 'Submitted':
        return { ...state, attempted: true }
      case 'Refused':
        return { ...state, errors: event.errors }
      case 'Accepted':
        return { values: event.update(state.values), errors: noErrors(), attempted: false }
      case 'Changed': {
        const values = { ...state.values, [event.field]: event.value }
        if (!state.attempted) return { ...state, values }
        const checked = check === undefined ? undefined : ruleErrors(check(values))
        const fields = new Set([...Object.keys(state.errors), ...Object.keys(checked ?? {})]) as Set<K>
        const errors = Object.fromEntries(
          [...fields].flatMap((field) => {
            const before = state.errors[field]
            const kept = field !== event.field && (before?.fromServer === true || checked === undefined) ? before : checked?.[field]
            return kept === undefined ? [] : [[field, kept]]
          }),
        ) as FieldErrors<K>
        return { ...state, values, errors }
      }
      default:
        return assertNever(event)
    }
  }
