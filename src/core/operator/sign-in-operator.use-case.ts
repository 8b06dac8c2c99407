import * as TE from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/gateway-error'
import type { OperatorSession } from './operator'
import type { OperatorGateway, OperatorSessionStore, SignInForm } from './operator-gateway.port'
import { TOTP_CODE_MESSAGE, totpCode } from './totp-code.rules'

/** A mistyped code, refused here so it never costs a try at the server's throttle; said like the API's 422. */
const CODE_REFUSED: GatewayError = { _tag: 'Unexpected', status: 422, message: TOTP_CODE_MESSAGE, errors: { code: [TOTP_CODE_MESSAGE] } }

/** Signs an operator in with email, password and the authenticator's code, and keeps the session. */
export const makeSignInOperator =
  (deps: { gateway: OperatorGateway; sessions: OperatorSessionStore }) =>
  (form: SignInForm): TE.TaskEither<GatewayError, OperatorSession> => {
    const code = totpCode(form.code)
    if (code === null) return TE.left(CODE_REFUSED)
    return TE.tap(deps.gateway.signIn({ ...form, code }), (session) => TE.fromIO(() => deps.sessions.write(session)))
  }

export type SignInOperator = ReturnType<typeof makeSignInOperator>
