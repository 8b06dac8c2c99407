import { fetchHttpClient } from '../../src/adapters/http/http-client'

export interface Recorded {
  readonly method: string
  readonly url: string
  readonly headers: Readonly<Record<string, string>>
  readonly body: unknown
}

export type Answer = { readonly status: number; readonly body?: unknown; readonly text?: string } | 'offline'

/**
 * A fetch that answers from a table keyed by "METHOD /path" (query string included) and
 * records every request. An unlisted request answers 404, so a wrong path fails the test.
 */
export function stubFetch(routes: Readonly<Record<string, Answer>>, token: string | null = 'tkn-1') {
  const requests: Recorded[] = []
  const fetchFn = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const method = init?.method ?? 'GET'
    const url = String(input)
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
    requests.push({ method, url, headers: { ...(init?.headers as Record<string, string>) }, body })
    const answer = routes[`${method} ${url}`] ?? { status: 404, body: { message: 'Not Found' } }
    if (answer === 'offline') throw new TypeError('Failed to fetch')
    const payload = answer.text ?? (answer.body === undefined ? null : JSON.stringify(answer.body))
    return new Response(answer.status === 204 ? null : payload, { status: answer.status })
  }
  const http = fetchHttpClient({ baseUrl: '', token: () => token, fetchFn })
  return { http, requests }
}
