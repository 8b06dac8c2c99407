import * as E from 'fp-ts/Either'
import type { InvalidForm } from '../../core/shared/form-errors'
import type { GatewayError } from '../../core/shared/gateway-error'

/** A message under a field, and whether the server (a 422) or the form's own rule said it. */
interface FieldError {
  readonly message: string
  readonly fromServer: boolean
}

/** A form's messages by field; a field with none is absent. */
export type FieldErrors<K extends string> = Readonly<Partial<Record<K, FieldError>>>

/** No message under any field. */
export const noErrors = <K extends string>(): FieldErrors<K> => ({}) as FieldErrors<K>

const tagged = <K extends string>(messages: Readonly<Partial<Record<K, string>>>, fromServer: boolean): FieldErrors<K> =>
  Object.fromEntries(
    Object.entries<string | undefined>(messages).flatMap(([field, message]) =>
      message === undefined ? [] : [[field, { message, fromServer }]],
    ),
  ) as FieldErrors<K>

/** The rule's messages (an InvalidForm's `errors`, or a live check's). */
export const ruleErrors = <K extends string>(messages: Readonly<Partial<Record<K, string>>>): FieldErrors<K> => tagged(messages, false)

/** A message the server gave about one field, outside a 422 (a wrong password, a wait after too many tries). */
export const serverError = <K extends string>(field: K, message: string): FieldErrors<K> =>
  tagged({ [field]: message } as Partial<Record<K, string>>, true)

/** The first message of each field of the API's 422 `errors`, keyed by the API's field names as the forms are. */
export const serverErrors = (error: GatewayError): FieldErrors<string> =>
  error._tag === 'Unexpected' && error.errors !== undefined
    ? tagged(Object.fromEntries(Object.entries(error.errors).map(([field, all]) => [field, all[0]])), true)
    : noErrors()

/** A core rule as a form's live check: each failing field's message, none when it passes. */
export const ruleMessages = <K extends string>(result: E.Either<InvalidForm<K>, unknown>): Readonly<Partial<Record<K, string>>> =>
  E.isLeft(result) ? result.left.errors : ({} as Partial<Record<K, string>>)
