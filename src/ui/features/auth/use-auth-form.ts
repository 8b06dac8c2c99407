import * as E from 'fp-ts/Either'
import type { TaskEither } from 'fp-ts/TaskEither'
import { useCallback, useRef, useState, type FormEvent } from 'react'
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
 * A login or sign-up form: values survive a failure, messages sit under their fields (from the
 * rule or from the server's 422), the toast of section 8 says what happened, success goes to the
 * lobby. Nothing here logs; the password never leaves the use case.
 */
export function useAuthForm<V extends Record<string, string>, Err extends AuthFailure>(options: AuthFormOptions<V, Err>) {
  const { check, run, failureToast, successToast } = options
  const notifier = useDependency('Notifier')
  const [, navigate] = useLocation()
  const formRef = useRef<HTMLFormElement | null>(null)
  const [values, setValues] = useState<V>(options.initial)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [attempted, setAttempted] = useState(false)
  const [submitting, setSubmitting] = useState(false)

  const change = useCallback((field: keyof V & string, value: string) => {
    const next = { ...values, [field]: value }
    setValues(next)
    if (!attempted) return
    // After a first attempt, messages follow the typing; the server's stay until their field changes.
    const client = clientErrors(check(next))
    setErrors((prev) => Object.fromEntries(
      Object.keys(next).map((k) => [k, k !== field && prev[k]?.fromServer ? prev[k] : client[k]]),
    ))
  }, [values, attempted, check])

  const submit = useCallback(async (event: FormEvent) => {
    event.preventDefault()
    if (submitting) return
    setAttempted(true)
    setSubmitting(true)
    const result = await run(values)()
    setSubmitting(false)
    if (E.isRight(result)) {
      setErrors({})
      notifier.success(successToast)
      navigate(PATHS.dashboard, { replace: true })
      return
    }
    setErrors(fieldErrorsOf(result.left))
    notifier.error(failureToast(result.left))
    // The first invalid field gets focus once React has rendered its message.
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
  }, [submitting, run, values, notifier, successToast, failureToast, navigate])

  const messageOf = (field: keyof V & string): string | undefined => errors[field]?.message
  return { formRef, values, change, submit, submitting, messageOf }
}
