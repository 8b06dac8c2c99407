import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface RecordedRequest {
  readonly method: string
  readonly path: string
  readonly headers: IncomingHttpHeaders
  readonly body: unknown
}

export interface FakeAnswer {
  readonly status?: number
  readonly body?: unknown
  /** Sent as is (not JSON): a broken or text answer. */
  readonly text?: string
}

export type FakeRoute = (request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>

export interface FakeProvider {
  readonly url: string
  readonly requests: RecordedRequest[]
  /** What the next requests are answered with; the default answers 404. */
  handle: FakeRoute
  readonly close: () => Promise<void>
}

/** A provider's API on an ephemeral local port: records every request, answers what the test says. */
export async function startFakeProvider(
  handle: FakeRoute = () => ({ status: 404, body: { message: 'Not found' } }),
): Promise<FakeProvider> {
  const requests: RecordedRequest[] = []
  const fake: FakeProvider = {
    url: '',
    requests,
    handle,
    close: () => new Promise((done) => server.close(() => done())),
  }
  const server = createServer((req, res) => {
    let text = ''
    req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')))
    req.on('end', () => {
      const recorded = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: text === '' ? undefined : (JSON.parse(text) as unknown),
      }
      requests.push(recorded)
      void Promise.resolve(fake.handle(recorded)).then((answer) => {
        res.writeHead(answer.status ?? 200, { 'content-type': answer.text !== undefined ? 'text/plain' : 'application/json' })
        res.end(answer.text ?? JSON.stringify(answer.body ?? {}))
      })
    })
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  return Object.assign(fake, { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })
}
