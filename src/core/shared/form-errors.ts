import * as E from 'fp-ts/Either'

/** The toast shown when any field of the login, sign-up or password-change form fails. */
export const FORM_ERRORS_TOAST = 'Please fix the errors in the form.'

/**
 * A form that failed its rules: the first failing message of each field, keyed by the form's
 * field name, in the form's field order. Never empty.
 */
export interface InvalidForm<F extends string> {
  readonly _tag: 'InvalidForm'
  readonly errors: Readonly<Partial<Record<F, string>>>
}

/** What a form field holds before its rule runs: a JSON body may leave a field out. */
export type RawText = string | null | undefined

/** A required text field: blank counts as missing; the value is kept trimmed. */
export const requireText =
  (missing: string) =>
  (raw: RawText): E.Either<string, string> => {
    const text = (raw ?? '').trim()
    return text === '' ? E.left(missing) : E.right(text)
  }

/** A required secret: blank counts as missing, but the value is kept exactly as typed. */
export const requireSecret =
  (missing: string) =>
  (raw: RawText): E.Either<string, string> =>
    (raw ?? '').trim() === '' ? E.left(missing) : E.right(raw ?? '')

type FieldValues<R> = { readonly [K in keyof R]: R[K] extends E.Either<string, infer A> ? A : never }

/** Runs every field (no short-circuit) so that each field gets its own message. */
export const validateFields = <R extends Record<string, E.Either<string, unknown>>>(
  fields: R,
): E.Either<InvalidForm<Extract<keyof R, string>>, FieldValues<R>> => {
  const entries = Object.entries(fields)
  const errors = entries.flatMap(([field, result]) => (E.isLeft(result) ? [[field, result.left] as const] : []))
  return errors.length === 0
    ? E.right(Object.fromEntries(entries.map(([field, result]) => [field, E.toUnion(result)])) as FieldValues<R>)
    : E.left({ _tag: 'InvalidForm', errors: Object.fromEntries(errors) as InvalidForm<Extract<keyof R, string>>['errors'] })
}

/** The message an alert shows when a form reports one problem at a time (deposit, withdraw). */
export const firstMessage = <F extends string>(invalid: InvalidForm<F>): string =>
  Object.values<string | undefined>(invalid.errors).find((m) => m !== undefined) ?? FORM_ERRORS_TOAST

/** The API's 422 body, so the server rejects bad input with the browser's own messages. */
interface FormApiError {
  readonly message: string
  readonly errors: Readonly<Record<string, readonly string[]>>
}

export const toApiError = <F extends string>(invalid: InvalidForm<F>): FormApiError => ({
  message: firstMessage(invalid),
  errors: Object.fromEntries(
    Object.entries<string | undefined>(invalid.errors).flatMap(([field, m]) => (m === undefined ? [] : [[field, [m]]])),
  ),
})
