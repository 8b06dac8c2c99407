/** One server-sent event as the browser's EventSource would hand it over. */
export interface SseEvent {
  readonly id: string | null
  readonly event: string
  readonly data: string
}

/**
 * Reads a text/event-stream over fetch, event by event, the way EventSource parses it: fields
 * up to a blank line, comment lines (': …') skipped. `next` waits up to `ms` for the next event.
 */
export async function openSse(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController()
  const res = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: controller.signal })
  // A refusal's body is read at once, so its connection goes back to the pool instead of staying open.
  const refusal = res.status === 200 ? null : await res.text()
  const queue: SseEvent[] = []
  const waiting: Array<() => void> = []
  let ended = false
  let buffer = ''
  let retry: number | null = null
  const wake = () => waiting.splice(0).forEach((resolve) => resolve())
  const take = (block: string) => {
    const fields = { id: null as string | null, event: 'message', data: [] as string[] }
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue
      const colon = line.indexOf(':')
      const name = colon < 0 ? line : line.slice(0, colon)
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '')
      if (name === 'retry') retry = Number(value)
      else if (name === 'id') fields.id = value
      else if (name === 'event') fields.event = value
      else if (name === 'data') fields.data.push(value)
    }
    if (fields.data.length > 0) queue.push({ id: fields.id, event: fields.event, data: fields.data.join('\n') })
  }
  const pump = async () => {
    if (!res.body || res.status !== 200) return
    const decoder = new TextDecoder()
    const reader = res.body.getReader()
    try {
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        buffer += decoder.decode(value, { stream: true })
        let cut: number
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          take(buffer.slice(0, cut))
          buffer = buffer.slice(cut + 2)
        }
        wake()
      }
    } catch {
      // aborted by close()
    } finally {
      ended = true
      wake()
    }
  }
  void pump()
  const next = async (ms = 5_000): Promise<SseEvent | null> => {
    const deadline = Date.now() + ms
    while (queue.length === 0 && !ended && Date.now() < deadline) {
      await new Promise<void>((resolve) => {
        waiting.push(resolve)
        setTimeout(resolve, Math.max(0, deadline - Date.now()))
      })
    }
    return queue.shift() ?? null
  }
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    json: async () => JSON.parse(refusal ?? 'null') as unknown,
    next,
    retry: () => retry,
    ended: () => ended,
    close: () => controller.abort(),
  }
}
