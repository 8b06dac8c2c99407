import * as E from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/gateway-error'
import { messageText } from './message-text.rules'
import type { SupportGateway } from './support-gateway.port'

export const CHAT_SEND_FAILED = 'Your message was not sent. Check your connection and try again.'

/** Refused: the text breaks a rule (said under the box, nothing sent), or the server refused or was not reached. */
export type SendChatError = { readonly _tag: 'Refused'; readonly message: string }

const refusalOf = (error: GatewayError): SendChatError => ({
  _tag: 'Refused',
  // The server's own sentence when it gave one (a rule, the rate limit), else ours.
  message: error._tag === 'Unexpected' && error.message !== undefined ? error.message : CHAT_SEND_FAILED,
})

/** Sends the player's message after the same text rule the server enforces; a refused text sends nothing. */
export const makeSendChatMessage =
  (deps: { gateway: SupportGateway }) =>
  (raw: string): TE.TaskEither<SendChatError, void> =>
    pipe(
      TE.fromEither(
        pipe(
          messageText(raw),
          E.mapLeft((message): SendChatError => ({ _tag: 'Refused', message })),
        ),
      ),
      TE.flatMap((text) => pipe(deps.gateway.send(text), TE.mapError(refusalOf))),
    )

export type SendChatMessage = ReturnType<typeof makeSendChatMessage>
