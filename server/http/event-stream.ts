import type { ServerResponse } from 'node:http'

/** How long a stream lives and how often it says it is still there. */
export interface StreamTiming {
  /** A comment line this often keeps proxies from closing an idle stream. */
  readonly heartbeatMs: number
  /** The stream ends after this long and the browser opens another with a new ticket: a revoked login stops hearing. */
  readonly lifetimeMs: number
  /** Each heartbeat, and the opening. */
  readonly onBeat?: () => void
  readonly onError: (err: unknown) => void
}

export interface EventStream {
  /** Writes unless the stream has ended; a reader who falls behind is dropped before unread events pile up. */
  readonly write: (text: string) => void
  /** Ends the stream (and what it follows) once, whoever asks first: the client, the lifetime or an error. */
  readonly end: () => void
  readonly isOpen: () => boolean
  /**
   * Starts following what the stream reports, then the heartbeat and the lifetime. False, with
   * nothing left running, when following failed (reported to onError) or the client left meanwhile.
   */
  readonly follow: (start: () => Promise<() => void>, timing: StreamTiming) => Promise<boolean>
}

const MAX_UNREAD_BYTES = 64 * 1024
/** How soon the browser's own EventSource retries a dropped stream. */
const RETRY_MS = 2_000

/** Opens a server-sent event stream on `raw`: its headers and the retry hint; it ends when the client leaves. */
export function openEventStream(raw: ServerResponse): EventStream {
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
  raw.on('close', end)
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
  })
  write(`retry: ${RETRY_MS}\n\n`)

  const follow = async (start: () => Promise<() => void>, timing: StreamTiming): Promise<boolean> => {
    try {
      unfollow = await start()
    } catch (err) {
      timing.onError(err)
      end()
      return false
    }
    if (ended) {
      unfollow()
      return false
    }
    const beat = setInterval(() => {
      write(': still here\n\n')
      timing.onBeat?.()
    }, timing.heartbeatMs)
    timers.push(beat, setTimeout(end, timing.lifetimeMs))
    timing.onBeat?.()
    return true
  }
  return { write, end, isOpen: () => !ended, follow }
}
