import { StrictMode } from 'react'
import { prerender } from 'react-dom/static'
import { buildContainer } from './composition/container'
import { App } from './ui/app'

/** Nothing is kept while prerendering: the HTML is what a visitor who never signed in sees. */
const noStorage: Storage = {
  length: 0,
  key: () => null,
  getItem: () => null,
  setItem: () => undefined,
  removeItem: () => undefined,
  clear: () => undefined,
}

/**
 * The build's server entry: a public route's HTML as a signed-out visitor's first render shows it,
 * every lazy screen on it loaded. Data arrive in effects, which never run here, so the HTML holds
 * the screens' loading states; the browser hydrates it (src/main.tsx) and fetches as usual.
 */
export async function prerenderRoute(path: string): Promise<string> {
  const container = buildContainer({
    apiBaseUrl: '',
    storage: noStorage,
    alert: () => undefined,
    console: { error: () => undefined, info: () => undefined },
  })
  const { prelude } = await prerender(
    <StrictMode>
      <App container={container} ssrPath={path} />
    </StrictMode>,
    // Every boundary in place, however large: React would otherwise move big ones to the end and
    // swap them in with an inline script, which the page's policy does not allow.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  )
  return new Response(prelude).text()
}
