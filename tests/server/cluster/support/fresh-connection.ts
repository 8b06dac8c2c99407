import { request } from 'node:http'

export interface Reply {
  readonly status: number
  readonly body: Record<string, unknown>
}

/**
 * One HTTP call on a connection of its own (no keep-alive). A browser sends a request again when
 * a kept-alive connection it reused was closed before any answer (nginx closes idle ones when it
 * reloads); this client opens a new connection each time instead, so any failure it sees is one a
 * player would see. Rejects only when the connection fails.
 */
export function callFresh(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<Reply> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body)
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: options.method ?? (body === undefined ? 'GET' : 'POST'),
        agent: false,
        headers: {
          'x-requested-with': 'XMLHttpRequest',
          ...(body === undefined ? {} : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('error', reject)
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          let parsed: Record<string, unknown>
          try {
            parsed = JSON.parse(text) as Record<string, unknown>
          } catch {
            parsed = { text }
          }
          resolve({ status: res.statusCode ?? 0, body: parsed })
        })
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}
