import * as E from 'fp-ts/Either'
import { useCallback, useRef, useState, type FormEvent } from 'react'
import {
  CLEARED_PASSWORD_FIELDS,
  PASSWORD_CHANGE_RESULT_MESSAGES,
  type ChangePasswordError,
} from '../../../../core/profile/change-password.use-case'
import type { PasswordChangeField } from '../../../../core/profile/password-change.rules'
import { useDependency } from '../../../di/container-context'
import { focusFirstInvalid, serverFieldErrors, type FieldErrors } from './field-errors'

type PasswordValues = Record<PasswordChangeField, string>

/** Where a refused change puts its message; the use case has already toasted it. */
const messagesOf = (error: ChangePasswordError): FieldErrors => {
  if (error._tag === 'InvalidForm') return error.errors
  const cause = error.error
  if (cause._tag !== 'Unexpected') return {}
  if (cause.status === 401) return { current_password: PASSWORD_CHANGE_RESULT_MESSAGES.wrongCurrent }
  // 429 after too many wrong passwords: the server says how long to wait.
  if (cause.status === 429 && cause.message !== undefined) return { current_password: cause.message }
  return serverFieldErrors(cause)
}

/**
 * The password section: every failure keeps what was typed; success clears the three fields
 * (docs/product/entities-and-states.md#profile-screen).
 */
export function usePasswordForm() {
  const changePassword = useDependency('ChangePassword')
  const formRef = useRef<HTMLFormElement | null>(null)
  const [values, setValues] = useState<PasswordValues>(CLEARED_PASSWORD_FIELDS)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [submitting, setSubmitting] = useState(false)

  const change = useCallback((field: PasswordChangeField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }))
    setErrors((prev) => ({ ...prev, [field]: undefined }))
  }, [])

  const submit = useCallback(
    async (event: FormEvent) => {
      event.preventDefault()
      if (submitting) return
      setSubmitting(true)
      const result = await changePassword(values)()
      setSubmitting(false)
      if (E.isRight(result)) {
        setValues(result.right.fields)
        setErrors({})
        return
      }
      setErrors(messagesOf(result.left))
      focusFirstInvalid(formRef.current)
    },
    [submitting, changePassword, values],
  )

  return { formRef, values, errors, change, submit, submitting }
}
