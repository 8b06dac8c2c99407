import { createServer, type Server } from 'node:http'
import type { Metrics } from './metrics'

/**
 * Serves GET /metrics on its own listener (METRICS_PORT, 127.0.0.1 unless METRICS_HOST says):
 * never on the players' port, so nginx and the internet never see it. Answers the way to stop.
 */
export async function serveMetrics(metrics: Metrics, at: { readonly host: string; readonly port: number }): Promise<() => Promise<void>> {
  const server: Server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found.\n')
      return
    }
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' }).end(text),
      (err: unknown) => res.writeHead(500, { 'content-type': 'text/plain' }).end(`${err instanceof Error ? err.message : String(err)}\n`),
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(at.port, at.host, () => resolve())
  })
  return () => new Promise<void>((resolve) => server.close(() => resolve()))
}
