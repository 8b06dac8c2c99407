import { fetchHttpClient } from '../../adapters/http/http-client'
import { httpOperatorGateway } from '../../adapters/http/http-operator-gateway.adapter'
import { sessionStorageOperatorStore } from '../../adapters/storage/session-storage-operator-store.adapter'
import type { OperatorGateway, OperatorSessionStore } from '../../core/operator/operator-gateway.port'

export interface OperatorConsoleDeps {
  readonly gateway: OperatorGateway
  readonly sessions: OperatorSessionStore
}

/**
 * The console's own wiring, loaded with its lazy chunk: kept out of the player's container so a
 * player never downloads a byte of it. Its HTTP client carries the operator's token only.
 */
export function composeOperatorConsole(env: { readonly apiBaseUrl: string; readonly storage: Storage }): OperatorConsoleDeps {
  const sessions = sessionStorageOperatorStore(env.storage, () => Date.now())
  const http = fetchHttpClient({ baseUrl: env.apiBaseUrl, token: () => sessions.read()?.token ?? null })
  return { gateway: httpOperatorGateway(http), sessions }
}
