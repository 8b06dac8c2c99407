import * as E from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import type * as t from 'io-ts'
import { PathReporter } from 'io-ts/PathReporter'
import type { GatewayError } from '../../core/shared/gateway-error'

/** Decodes a response body at the edge: a body of the wrong shape is a typed BadPayload. */
export const decodeWith =
  <A, O>(codec: t.Type<A, O, unknown>) =>
  (body: unknown): E.Either<GatewayError, A> =>
    pipe(
      codec.decode(body),
      E.mapLeft((errors) => ({ _tag: 'BadPayload', detail: PathReporter.report(E.left(errors)).join('; ') }) as const),
    )
