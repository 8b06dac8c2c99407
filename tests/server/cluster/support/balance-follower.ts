import { request, type ClientRequest } from 'node:http'
import { callFresh } from './fresh-connection'

export interface BalanceEvent {
  readonly id: number
  readonly data: Record<string, unknown>
}

export interface BalanceFollower {
  readonly events: readonly BalanceEvent[]
  /** How many times the stream ended and was opened again with Last-Event-ID. */
  readonly resumes: () => number
  readonly lastId: () => number | null
  readonly stop: () => void
}

/**
 * Follows a player's balance stream as the SPA does: a ticket, then the stream; when it ends (its
 * process drains) or fails, a new ticket and the stream again with Last-Event-ID, so nothing
 * committed in between is missed.
 */
export function followBalances(origin: string, headers: Record<string, string>): BalanceFollower {
  const events: BalanceEvent[] = []
  let resumes = 0
  let stopped = false
  let current: ClientRequest | null = null
  const lastId = () => events.at(-1)?.id ?? null

  const open = async (): Promise<void> => {
    if (stopped) return
    const ticket = await callFresh(`${origin}/api/balances/stream-ticket`, { headers, body: null }).catch(() => null)
    if (ticket === null || ticket.status !== 200) return reopen()
    const last = lastId()
    const req = request(`${origin}/api/balances/stream?ticket=${String(ticket.body.ticket)}`, {
      agent: false,
      headers: last === null ? {} : { 'last-event-id': String(last) },
    })
    current = req
    // Whatever ends this connection (its end, an error, both) reopens the stream once.
    let over = false
    const ended = () => {
      if (over) return
      over = true
      void reopen()
    }
    req.on('response', (res) => {
      let buffer = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => {
        buffer += chunk
        let cut: number
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut)
          buffer = buffer.slice(cut + 2)
          const id = /^id: (\d+)$/m.exec(block)?.[1]
          const data = /^data: (.*)$/m.exec(block)?.[1]
          if (id !== undefined && data !== undefined) events.push({ id: Number(id), data: JSON.parse(data) as Record<string, unknown> })
        }
      })
      res.on('end', ended)
      res.on('error', ended)
    })
    req.on('error', ended)
    req.end()
  }
  const reopen = async (): Promise<void> => {
    if (stopped) return
    resumes += 1
    await new Promise((resolve) => setTimeout(resolve, 100))
    await open()
  }
  void open()
  return {
    events,
    resumes: () => resumes,
    lastId,
    stop: () => {
      stopped = true
      current?.destroy()
    },
  }
}
