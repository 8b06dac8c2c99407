import type { Page, Request } from '@playwright/test'

/**
 * Follows a page's requests from now on; `describe()` names those still unanswered and for how
 * long. A page load that times out then says what it was waiting for (two of some 200 loads of
 * /dashboard once waited 60 s for DOMContentLoaded, and nothing said why).
 */
export function pendingRequests(page: Page): { readonly describe: () => string } {
  const started = new Map<Request, number>()
  page.on('request', (request) => started.set(request, Date.now()))
  const done = (request: Request) => void started.delete(request)
  page.on('requestfinished', done)
  page.on('requestfailed', done)
  return {
    describe: () => {
      const now = Date.now()
      const waiting = [...started].map(([request, at]) => `${request.method()} ${request.url()} (${now - at} ms)`)
      return waiting.length === 0 ? 'no request was pending' : `still pending: ${waiting.join('; ')}`
    },
  }
}
