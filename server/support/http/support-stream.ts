import type { ServerResponse } from 'node:http'
import type { SupportChanges, SupportScope } from '../support-changes'

export interface SupportStreamDeps {
  readonly changes: SupportChanges
  readonly heartbeatMs: number
  /** The stream ends after this long and the browser opens another with a new ticket. */
  readonly lifetimeMs: number
  /** Each heartbeat, and the opening: an operator's console says it is alive. */
  readonly onBeat?: () => void
  readonly onError: (err: unknown) => void
}

const MAX_UNREAD_BYTES = 64 * 1024
const RETRY_MS = 2_000

/**
 * One open support stream: a `changed` event names each conversation that changed (a message, a
 * claim, a close, a read mark), and the browser reads it again through the JSON API, which checks
 * who may read what; the stream itself carries no text. The first event, sent once the channel is
 * heard, tells the browser to read what it may have missed while the stream was down.
 */
export async function runSupportStream(raw: ServerResponse, scope: SupportScope, deps: SupportStreamDeps): Promise<() => void> {
  let ended = false
  const timers: NodeJS.Timeout[] = []
  let unfollow: () => void = () => undefined
  const end = () => {
    if (ended) return
    ended = true
    for (const timer of timers) clearTimeout(timer)
    unfollow()
    raw.end()
  }
  const write = (text: string) => {
    if (ended) return
    raw.write(text)
    if (raw.writableLength > MAX_UNREAD_BYTES) end()
  }
  const changed = (conversationId: number | null) =>
    write(`event: changed\ndata: ${JSON.stringify({ conversation_id: conversationId })}\n\n`)

  raw.on('close', end)
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
  })
  write(`retry: ${RETRY_MS}\n\n`)
  try {
    unfollow = await deps.changes.follow(scope, { changed, resync: () => changed(null) })
  } catch (err) {
    deps.onError(err)
    end()
    return end
  }
  if (ended) {
    unfollow()
    return end
  }
  const beat = setInterval(() => {
    write(': still here\n\n')
    deps.onBeat?.()
  }, deps.heartbeatMs)
  timers.push(beat, setTimeout(end, deps.lifetimeMs))
  deps.onBeat?.()
  changed(null)
  return end
}
