import type { Container } from 'inversify'
import { httpSupportGateway } from '../adapters/http/http-support-gateway.adapter'
import type { HttpClient } from '../adapters/http/http-client'
import { makeSendChatMessage } from '../core/support/send-chat-message.use-case'
import { makeWatchChat } from '../core/support/watch-chat.use-case'
import { binder } from './binder'
import type { Registry } from './registry'

/** Support chat: the gateway, sending under the text rule, and the open panel's live conversation. */
export function bindSupport(c: Container, http: HttpClient, apiBaseUrl: string, overrides: Partial<Registry>): void {
  const bind = binder(c)
  bind.constant('SupportGateway', overrides.SupportGateway ?? httpSupportGateway({ http, baseUrl: apiBaseUrl }))
  bind.resolved('SendChatMessage', ['SupportGateway'], (gateway) => makeSendChatMessage({ gateway }))
  // A dropped stream is reopened after 2 s: the server ends each one every few minutes.
  bind.resolved('WatchChat', ['SupportGateway', 'Logger'], (gateway, logger) => makeWatchChat({ gateway, logger, retryMs: 2_000 }))
}
