import type { ServerResponse } from 'node:http'
import { openEventStream, type StreamTiming } from '../../http/event-stream'
import type { SupportChanges, SupportScope } from '../support-changes'

export interface SupportStreamDeps extends StreamTiming {
  readonly changes: SupportChanges
}

/**
 * One open support stream: a `changed` event names each conversation that changed (a message, a
 * claim, a close, a read mark), and the browser reads it again through the JSON API, which checks
 * who may read what; the stream itself carries no text. The first event, sent once the channel is
 * heard, tells the browser to read what it may have missed while the stream was down. Each
 * heartbeat and the opening call onBeat: an operator's console says it is alive.
 */
export async function runSupportStream(raw: ServerResponse, scope: SupportScope, deps: SupportStreamDeps): Promise<() => void> {
  const stream = openEventStream(raw)
  const changed = (conversationId: number | null) =>
    stream.write(`event: changed\ndata: ${JSON.stringify({ conversation_id: conversationId })}\n\n`)
  if (await stream.follow(() => deps.changes.follow(scope, { changed, resync: () => changed(null) }), deps)) changed(null)
  return stream.end
}
