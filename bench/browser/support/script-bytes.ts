import type { CDPSession } from '@playwright/test'

export interface ScriptFile {
  readonly url: string
  /** Bytes on the wire: compressed body plus headers, as DevTools' "transferred". */
  readonly transferBytes: number
  readonly encoding: string
}

/**
 * Counts the JavaScript a page downloads, from the DevTools protocol's network events: each
 * response of type Script, with the encoded length of its finished load. Start before navigating.
 */
export function watchScripts(cdp: CDPSession): () => readonly ScriptFile[] {
  const pending = new Map<string, { url: string; encoding: string }>()
  const done: ScriptFile[] = []
  cdp.on('Network.responseReceived', (event) => {
    if (event.type !== 'Script') return
    const headers = Object.fromEntries(Object.entries(event.response.headers).map(([k, v]) => [k.toLowerCase(), v]))
    pending.set(event.requestId, { url: new URL(event.response.url).pathname, encoding: String(headers['content-encoding'] ?? 'identity') })
  })
  cdp.on('Network.loadingFinished', (event) => {
    const script = pending.get(event.requestId)
    if (script === undefined) return
    pending.delete(event.requestId)
    done.push({ ...script, transferBytes: event.encodedDataLength })
  })
  return () => [...done]
}
