import { request, type ClientRequest } from 'node:http'

/** Opens a balance stream per ticket and resolves once each has sent its first balance; answers how to close them all. */
export async function openStreams(origin: string, tickets: readonly string[]): Promise<() => void> {
  const open: ClientRequest[] = []
  await Promise.all(
    tickets.map(
      (ticket) =>
        new Promise<void>((resolve, reject) => {
          const req = request(`${origin}/api/balances/stream?ticket=${ticket}`, { agent: false })
          open.push(req)
          req.on('response', (res) => {
            if (res.statusCode !== 200) return reject(new Error(`a balance stream answered ${res.statusCode}`))
            let seen = ''
            res.setEncoding('utf8')
            res.on('data', (chunk: string) => {
              seen += chunk
              if (seen.includes('event: balance')) resolve()
            })
          })
          req.on('error', reject)
          req.end()
        }),
    ),
  )
  return () => open.forEach((req) => req.destroy())
}

/** One figure from an API process's /metrics. */
export async function metricValue(metricsOrigin: string, name: string): Promise<number> {
  const text = await (await fetch(`${metricsOrigin}/metrics`)).text()
  const line = text.split('\n').find((l) => l.startsWith(`${name} `))
  if (line === undefined) throw new Error(`no ${name} in ${metricsOrigin}/metrics`)
  return Number(line.split(' ')[1])
}
