import { httpSupportGateway } from '../../adapters/http/http-support-gateway.adapter'
import { makeSendChatMessage } from '../../core/support/send-chat-message.use-case'
import { makeWatchChat } from '../../core/support/watch-chat.use-case'
import { area } from '../area'

/** Support chat: the gateway, sending under the text rule, and the open panel's live conversation. */
export const supportArea = area({
  name: 'support',
  keys: ['SupportGateway', 'SendChatMessage', 'WatchChat'],
  bind: (bind, { http, apiBaseUrl, overrides }) => {
    bind.constant('SupportGateway', overrides.SupportGateway ?? httpSupportGateway({ http, baseUrl: apiBaseUrl }))
    bind.resolved('SendChatMessage', ['SupportGateway'], (gateway) => makeSendChatMessage({ gateway }))
    // A dropped stream is reopened after 2 s: the server ends each one every few minutes.
    bind.resolved('WatchChat', ['SupportGateway', 'Logger'], (gateway, logger) => makeWatchChat({ gateway, logger, retryMs: 2_000 }))
  },
})
