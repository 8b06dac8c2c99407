import * as E from 'fp-ts/Either'
import type * as TE from 'fp-ts/TaskEither'
import { useCallback, useReducer, useRef, useState, type FormEvent } from 'react'
import { flushSync } from 'react-dom'
import { noErrors, type FieldErrors } from './field-errors'
import { formReducer, type FormValues } from './form-state'

interface FormSpec<V extends FormValues, K extends string, Err, R> {
  readonly initial: V | (() => V)
  /** The form's rule from core, run again as the player types once a submit was tried. */
  readonly check?: (values: V) => Readonly<Partial<Record<K, string>>>
  /** The use case. It starts inside the submit event, before any await (a tab may need reserving). */
  readonly run: (values: V) => TE.TaskEither<Err, R>
  /** The messages a refusal puts under the fields. */
  readonly fieldErrors: (error: Err) => FieldErrors<K>
  /** What the fields hold after a success (given what they hold then); unchanged when left out. */
  readonly accepted?: (answer: R) => (values: V) => V
  /** Says it went through (a toast, a navigation). */
  readonly done: (answer: R) => void
  /** Says why it was refused: an exhaustive switch over the error's `_tag`. */
  readonly refused: (error: Err) => void
}

/**
 * Every form of the app: values, messages under the fields and "a submit was tried" in one
 * reducer (a keystroke never reads a stale copy); a second submit while one runs is ignored; a
 * refusal keeps what was typed and puts the keyboard on the first invalid field.
 */
export function useForm<V extends FormValues, K extends string, Err, R>(spec: FormSpec<V, K, Err, R>) {
  const { check, run, fieldErrors, accepted, done, refused } = spec
  const formRef = useRef<HTMLFormElement | null>(null)
  const [state, dispatch] = useReducer(formReducer<V, K>(check), spec.initial, (initial) => ({
    values: typeof initial === 'function' ? initial() : initial,
    errors: noErrors<K>(),
    attempted: false,
  }))
  const [submitting, setSubmitting] = useState(false)
  const running = useRef(false)

  const change = useCallback((field: keyof V & string, value: string) => dispatch({ _tag: 'Changed', field, value }), [])

  const submit = useCallback(
    async (event: FormEvent) => {
      event.preventDefault()
      if (running.current) return
      running.current = true
      setSubmitting(true)
      dispatch({ _tag: 'Submitted' })
      const outcome = await run(state.values)()
      running.current = false
      setSubmitting(false)
      if (E.isRight(outcome)) {
        dispatch({ _tag: 'Accepted', update: accepted === undefined ? (kept) => kept : accepted(outcome.right) })
        done(outcome.right)
      } else {
        // Rendered now, so the first field with a message can take the keyboard.
        flushSync(() => dispatch({ _tag: 'Refused', errors: fieldErrors(outcome.left) }))
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
        refused(outcome.left)
      }
    },
    [state.values, run, fieldErrors, accepted, done, refused],
  )

  // A field the rule does not check can still get a server message (a 422 names any field).
  const messageOf = (field: K | (keyof V & string)): string | undefined => (state.errors as FieldErrors<string>)[field]?.message
  return { formRef, values: state.values, change, submit, submitting, messageOf }
}
