import type { GatewayError } from '../../../../core/shared/gateway-error'

/** A form's messages by field name; a field with none is absent. */
export type FieldErrors = Readonly<Record<string, string | undefined>>

/** The first message of each field of the API's 422 `errors`, so they sit under the fields. */
export const serverFieldErrors = (error: GatewayError): FieldErrors =>
  error._tag === 'Unexpected' && error.errors !== undefined
    ? Object.fromEntries(Object.entries(error.errors).flatMap(([field, all]) => (all[0] === undefined ? [] : [[field, all[0]]])))
    : {}

/** Moves focus to the form's first invalid field once React has rendered its message. */
export const focusFirstInvalid = (form: HTMLFormElement | null): void => {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
}
