import { useRef } from 'react'

/**
 * Starts a cached request while rendering rather than after the frame paints (a screen's first
 * frame takes hundreds of milliseconds on a slow phone): once per key, so a failure is not asked
 * again on every render, and never when the cache already holds the answer. The cache must share
 * a running request, so the effect that later asks for the same key gets this one.
 */
export function useAskWhileRendering(key: string | null, known: () => boolean, ask: () => void): void {
  const asked = useRef<string | null>(null)
  if (key === null || asked.current === key || known()) return
  asked.current = key
  ask()
}
