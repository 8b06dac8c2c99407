import * as E from 'fp-ts/Either'
import type { TaskEither } from 'fp-ts/TaskEither'
import { useCallback, useReducer, useRef, useState, type FormEvent } from 'react'
import { useLocation } from 'wouter'
import { PATHS } from '../../../core/navigation/paths'
import { useDependency } from '../../di/container-context'
import { clientErrors, fieldErrorsOf, type AuthFailure, type FieldErrors } from './auth-failure'

export interface AuthFormOptions<V extends Record<string, string>, Err extends AuthFailure> {
  readonly initial: V
  /** The form's rule from core: each failing field's message, for re-checking as the player types. */
  readonly check: (values: V) => Readonly<Record<string, string | undefined>>
  /** The use case; it runs the same rule first and sends nothing when it fails. */
  readonly run: (values: V) => TaskEither<Err, unknown>
  readonly failureToast: (error: Err) => string
  readonly successToast: string
}

/**
 * A login or sign-up form: values survive a failure, messages sit under their fields (from the rule
 * or from the server's 422), a toast says what happened
 * (docs/product/messages.md#log-in-and-sign-up), success goes to the lobby. Nothing here logs; the
 * password never leaves the use case.
 */
export function useAuthForm<V extends Record<string, string>, Err extends AuthFailure>(options: AuthFormOptions<V, Err>) {
  const { check, run, failureToast, successToast } = options
  const notifier = useDependency('Notifier')
  const [, navigate] = useLocation()
  const formRef = useRef<HTMLFormElement | null>(null)
  // Values, messages and "attempted" change together in one reducer, so a keystroke never reads a stale copy.
  const [state, dispatch] = useReducer(formReducer<V>(check), { values: options.initial, errors: {}, attempted: false })
  const [submitting, setSubmitting] = useState(false)
  const { values, errors } = state

  const change = useCallback((field: keyof V & string, value: string) => dispatch({ type: 'changed', field, value }), [])

  const submit = useCallback(
    async (event: FormEvent) => {
      event.preventDefault()
      if (submitting) return
      dispatch({ type: 'attempted' })
      setSubmitting(true)
      const result = await run(values)()
      setSubmitting(false)
      if (E.isRight(result)) {
        dispatch({ type: 'answered', errors: {} })
        notifier.success(successToast)
        navigate(PATHS.dashboard, { replace: true })
        return
      }
      dispatch({ type: 'answered', errors: fieldErrorsOf(result.left) })
      notifier.error(failureToast(result.left))
      // The first invalid field gets focus once React has rendered its message.
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
    },
    [submitting, run, values, notifier, successToast, failureToast, navigate],
  )

  const messageOf = (field: keyof V & string): string | undefined => errors[field]?.message
  return { formRef, values, change, submit, submitting, messageOf }
}

interface FormState<V> {
  readonly values: V
  readonly errors: FieldErrors
  readonly attempted: boolean
}

type FormAction = { type: 'changed'; field: string; value: string } | { type: 'attempted' } | { type: 'answered'; errors: FieldErrors }

const formReducer =
  <V extends Record<string, string>>(check: AuthFormOptions<V, AuthFailure>['check']) =>
  (state: FormState<V>, action: FormAction): FormState<V> => {
    switch (action.type) {
      case 'attempted':
        return { ...state, attempted: true }
      case 'answered':
        return { ...state, errors: action.errors }
      case 'changed': {
        const values = { ...state.values, [action.field]: action.value }
        if (!state.attempted) return { ...state, values }
        // After a first attempt, messages follow the typing; the server's stay until their field changes.
        const client = clientErrors(check(values))
        const kept = (k: string) => (k !== action.field && state.errors[k]?.fromServer ? state.errors[k] : client[k])
        return { ...state, values, errors: Object.fromEntries(Object.keys(values).map((k) => [k, kept(k)])) }
      }
    }
  }
