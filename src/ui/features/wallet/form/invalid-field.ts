import * as E from 'fp-ts/Either'
import type { InvalidForm } from '../../../../core/shared/form-errors'

export interface InvalidField<F extends string> {
  readonly field: F
  readonly message: string
}

type Outcome<F extends string> = E.Either<InvalidForm<F> | { readonly _tag: Exclude<string, 'InvalidForm'> }, unknown>

const isInvalidForm = <F extends string>(left: unknown): left is InvalidForm<F> =>
  typeof left === 'object' && left !== null && '_tag' in left && left._tag === 'InvalidForm'

/**
 * The field the alert was about: the first failing one, in the form's order (the use case has
 * already alerted its message). Null for any other outcome.
 */
export const invalidFieldOf = <F extends string>(result: Outcome<F> | null): InvalidField<F> | null => {
  if (result === null || E.isRight(result) || !isInvalidForm<F>(result.left)) return null
  const first = (Object.entries(result.left.errors) as Array<[F, string | undefined]>).find(([, message]) => message !== undefined)
  return first === undefined || first[1] === undefined ? null : { field: first[0], message: first[1] }
}

/** After the alert, the keyboard goes back to the field to fix. */
export const focusField = (id: string): void => {
  document.getElementById(id)?.focus()
}
